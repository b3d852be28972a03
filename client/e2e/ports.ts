/** The browser tests' two servers: the default configuration, and one with markets in the path. */
export const PORT = Number(process.env.E2E_PORT ?? 8799);
export const MARKETS_PORT = PORT - 1;

/** The third-party script ids of the markets server (wrangler --var NAME:value); no test reaches their hosts. */
export const THIRD_PARTY_IDS = {
  GTM_ID: 'GTM-E2ETEST',
  HEATMAP_ID: '1234567',
  EMAIL_MARKETING_ID: 'E2eTst',
  SOCIAL_PIXEL_ID: 'C0E2ETESTPIXEL',
  INSIGHTS_ID: '7654321',
};
export const THIRD_PARTY_VARS = Object.entries(THIRD_PARTY_IDS)
  .map(([name, id]) => `${name}:${id}`)
  .join(' ');
