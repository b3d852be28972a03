/**
 * How long catalogue data (a product's stock among it) is served from the edge cache before it is
 * asked for again (worker/commerce/edge-cache.ts). A page's stock may be this much older than the page.
 */
export const CATALOGUE_FRESH_SECONDS = 60;
