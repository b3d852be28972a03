/** The browser tests' two servers: the default configuration, and one with markets in the path. */
export const PORT = Number(process.env.E2E_PORT ?? 8799);
export const MARKETS_PORT = PORT - 1;
