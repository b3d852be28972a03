/** A dot segment, plain or %-escaped (`.`, `..`, `%2e`, `.%2E`…), which a browser resolves away. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?=[/?#]|$)/i;

/**
 * A path on this site to send the visitor back to, or '/' for anything else. Dot segments are refused
 * too: resolved, `/.//evil.example` becomes `//evil.example`, which a Location header (or
 * `location.assign`) reads as another host.
 */
export function sitePath(raw: string): string {
  return /^\/(?!\/)[^\s\\]*$/.test(raw) && !DOT_SEGMENT.test(raw) ? raw : '/';
}
