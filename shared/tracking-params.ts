/**
 * Campaign and click-id parameters that ads, newsletters and shopping listings add to a link into the
 * shop (utm_*, gclid, srsltid, …). No page reads them: analytics reads them from the browser's address
 * on landing. The shop leaves them out of its own links back to a page (worker/chrome/way-back.ts), as
 * internal links should not carry them, so a page is the same with or without them and is kept once
 * (worker/screens/page-cache.ts). Redirects keep them, so that a landing still counts for its campaign.
 */
const CLICK_IDS = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'srsltid',
  'fbclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_gl',
]);

export const isTrackingParam = (name: string) => name.startsWith('utm_') || CLICK_IDS.has(name);
