import { hasControls, stripControls } from '../../shared/control-chars';

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The path and query of `url` without control characters, or null when it has none (then nothing
 * needs to change). Segments left empty are dropped: `/sv/s/%00` becomes `/sv/s`.
 */
export function urlWithoutControls(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean).map(decoded);
  const params = [...url.searchParams];
  if (!segments.some(hasControls) && !params.some(([k, v]) => hasControls(k + v))) return null;
  const path = segments
    .map((s) => stripControls(s).trim())
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/');
  const query = new URLSearchParams(
    params.map(([k, v]) => [stripControls(k), stripControls(v)] as [string, string]),
  ).toString();
  return `/${path}${query ? `?${query}` : ''}`;
}
