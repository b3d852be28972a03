import type { CartParts } from '../chrome/cart-parts';

/**
 * A kept page's bytes (worker/screens/page-cache.ts): the rendered text cut around what each request
 * makes anew (its holes), stored encoded so that sending it is one copy into one buffer.
 */

/** What is made anew for each request a kept page is sent for. */
export type Hole = 'nonce' | 'once' | keyof CartParts;

/** The bytes around the holes: `holes[i]` comes between `parts[i]` and `parts[i + 1]`. */
export interface CutPage {
  parts: Uint8Array[];
  holes: Hole[];
  /** The parts' bytes, holes not counted. */
  bytes: number;
}

const encoder = new TextEncoder();

/**
 * The page cut around every occurrence of each marker (none for an empty one), in the page's order:
 * null when two overlap, as then neither could be filled in whole.
 */
export function cutPage(
  html: string,
  markers: readonly (readonly [string | undefined, Hole])[],
): CutPage | null {
  const found: { at: number; end: number; hole: Hole }[] = [];
  for (const [marker, hole] of markers) {
    if (!marker) continue;
    for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length))
      found.push({ at, end: at + marker.length, hole });
  }
  found.sort((a, b) => a.at - b.at);
  const parts: Uint8Array[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const { at, end, hole } of found) {
    if (at < from) return null;
    parts.push(encoder.encode(html.slice(from, at)));
    holes.push(hole);
    from = end;
  }
  parts.push(encoder.encode(html.slice(from)));
  return { parts, holes, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/** How many holes of a kind the page has. */
export const holesOf = (page: CutPage, hole: Hole) => page.holes.filter((h) => h === hole).length;

/** The page's bytes with each hole filled (every hole of a kind with the same bytes). */
export function filled(page: CutPage, fills: Record<Hole, Uint8Array>): Uint8Array<ArrayBuffer> {
  const size = page.holes.reduce((sum, hole) => sum + fills[hole].byteLength, page.bytes);
  const body = new Uint8Array(size);
  let at = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      const fill = fills[page.holes[i - 1]!];
      body.set(fill, at);
      at += fill.byteLength;
    }
    body.set(part, at);
    at += part.byteLength;
  });
  return body;
}

export const encoded = (text: string) => encoder.encode(text);
