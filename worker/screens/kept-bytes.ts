import type { CartParts } from '../chrome/cart-parts';

/**
 * A kept page's bytes (worker/screens/page-cache.ts): the rendered text cut around what each request
 * makes anew (its holes), stored encoded so that sending it is one copy into one buffer.
 */

/**
 * The kinds of holes a page fills alike wherever they are: the nonce, the one-time key, the count of
 * favorites, the cart's parts.
 */
export type NamedHole = 'nonce' | 'once' | 'favoritesCount' | keyof CartParts;

/**
 * What is made anew for each request a kept page is sent for: a named hole, or a number: the
 * aria-pressed value of that product's favorite heart (a page has one hole per heart).
 */
export type Hole = NamedHole | number;

/** The bytes around the holes: `holes[i]` comes between `parts[i]` and `parts[i + 1]`. */
export interface CutPage {
  parts: Uint8Array[];
  holes: Hole[];
  /** The parts' bytes, holes not counted. */
  bytes: number;
}

/** Where in the text a hole is. */
export interface Span {
  at: number;
  end: number;
  hole: Hole;
}

const encoder = new TextEncoder();

/** Every occurrence of each marker (none for an empty one), each a hole of its kind. */
export function markerSpans(
  html: string,
  markers: readonly (readonly [string | undefined, NamedHole])[],
): Span[] {
  const found: Span[] = [];
  for (const [marker, hole] of markers) {
    if (!marker) continue;
    for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, at + marker.length))
      found.push({ at, end: at + marker.length, hole });
  }
  return found;
}

/**
 * The hole in each match of `pattern` (a global regular expression with the `d` flag): its group
 * `hole`, named by `name` from the match.
 */
export function patternSpans(
  html: string,
  pattern: RegExp,
  name: (match: RegExpMatchArray) => Hole,
): Span[] {
  return [...html.matchAll(pattern)].map((match) => {
    const [at, end] = match.indices!.groups!.hole!;
    return { at, end, hole: name(match) };
  });
}

/** The page cut around the spans, in the page's order: null when two overlap (neither could be filled in whole). */
export function cutPage(html: string, spans: readonly Span[]): CutPage | null {
  const found = [...spans].sort((a, b) => a.at - b.at);
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

/** How many holes of a kind the page has ('heart': the hearts, whatever their product). */
export const holesOf = (page: CutPage, kind: NamedHole | 'heart') =>
  page.holes.filter((h) => h === kind || (kind === 'heart' && typeof h === 'number')).length;

/** The page's bytes with each hole filled by `fill` (asked once per hole). */
export function filled(page: CutPage, fill: (hole: Hole) => Uint8Array): Uint8Array<ArrayBuffer> {
  const fills = page.holes.map(fill);
  const size = fills.reduce((sum, bytes) => sum + bytes.byteLength, page.bytes);
  const body = new Uint8Array(size);
  let at = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      const bytes = fills[i - 1]!;
      body.set(bytes, at);
      at += bytes.byteLength;
    }
    body.set(part, at);
    at += part.byteLength;
  });
  return body;
}

export const encoded = (text: string) => encoder.encode(text);
