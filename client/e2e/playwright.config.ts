import { defineConfig } from '@playwright/test';

import { MARKETS_PORT, PORT, THIRD_PARTY_VARS } from './ports';

const server = (port: number, state: string, vars = '') => ({
  command: 'bash client/e2e/serve.sh',
  cwd: '../..',
  url: `http://127.0.0.1:${port}/${vars ? 'se/' : ''}sv`,
  timeout: 180_000,
  reuseExistingServer: false,
  env: { E2E_PORT: String(port), E2E_STATE: state, E2E_VARS: vars },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Real Chromium (Debian's) against a real local Worker (wrangler dev) with the seeded demo catalogue. */
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more and is reported as flaky (decision 159): one miss on a shared
  // machine must not void a whole submission. The known click misses had a real cause, fixed by
  // decision 160; a test reported flaky is a lead to follow, not noise.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site registers a service worker (/sw.js) after load. Requests it makes are invisible to
    // page.route, so specs run without it; offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // markets.spec.ts runs against the second one (MARKETS_IN_PATH: /{market}/{locale}/…), which also has
  // every third-party script configured (consent.spec.ts routes their hosts to local stubs).
  webServer: [
    server(PORT, '.wrangler/e2e-state'),
    server(MARKETS_PORT, '.wrangler/e2e-markets-state', `MARKETS_IN_PATH:true ${THIRD_PARTY_VARS}`),
  ],
});
