import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8799);

/** Real Chromium (Debian's) against a real local Worker (wrangler dev) with the seeded demo catalogue. */
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'bash client/e2e/serve.sh',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/sv`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
