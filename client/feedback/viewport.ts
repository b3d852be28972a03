/**
 * The viewport classes' breakpoints (spec section 4: phone, tablet, laptop, desktop, desktopBig),
 * the lower edge of each in CSS pixels; the site's CSS uses the same edges (767/768 px). A page's
 * root element carries `vp-<name>` and `vp-computer` from 1024 px (spec section 9, the
 * only-mobile/only-computer helpers) or `vp-mobile` below.
 */
export const BREAKPOINTS = [
  ['phone', 0],
  ['tablet', 768],
  ['laptop', 1024],
  ['desktop', 1200],
  ['desktopBig', 1440],
] as const;
export const COMPUTER_FROM = 1024;
/** The server cannot know the width: it assumes the original's 'pc' (1360 px). */
export const SERVER_WIDTH = 1360;

export type ViewportName = (typeof BREAKPOINTS)[number][0];

export function viewportClasses(width: number): string {
  let name: ViewportName = 'phone';
  for (const [n, from] of BREAKPOINTS) if (width >= from) name = n;
  return `vp-${name} ${width >= COMPUTER_FROM ? 'vp-computer' : 'vp-mobile'}`;
}

/** What the server renders on <html>: a desktop at 1360 px has nothing to change. */
export const SERVER_VIEWPORT_CLASSES = viewportClasses(SERVER_WIDTH);

/**
 * The inline script (ES5, under the CSP nonce, in <head> before any paint) that sets the real
 * classes from media queries and follows resizing. Only classes starting `vp-` are touched.
 */
export const VIEWPORT_SCRIPT = `(function(){var b=${JSON.stringify(
  BREAKPOINTS,
)},c=${COMPUTER_FROM},h=document.documentElement;function m(w){return matchMedia("(min-width: "+w+"px)").matches}function s(){var n="phone";for(var i=0;i<b.length;i++)if(m(b[i][1]))n=b[i][0];var k=h.className.replace(/(^|\\s)vp-\\S+/g,"").trim();var v="vp-"+n+" "+(m(c)?"vp-computer":"vp-mobile");if(h.className!==(k?k+" ":"")+v)h.className=(k?k+" ":"")+v}s();addEventListener("resize",s)})();`;
