/**
 * A small JSON value as a cookie carries it: base64url of its UTF-8 JSON, so that any script's text
 * fits the cookie's characters. Characters JSON escapes (\uXXXX) weigh more; callers bound the length.
 */
export function jsonCookieValue(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The JSON a cookie of jsonCookieValue holds; undefined when none, longer than `max` or unreadable. */
export function jsonOfCookie(value: string | undefined, max: number): unknown {
  if (!value || value.length > max || !/^[\w-]+$/.test(value)) return undefined;
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
  } catch {
    return undefined;
  }
}
