import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Unit and integration tests run inside workerd with the real D1 binding from wrangler.toml; the
// operator tools' tests (worker/backend/tools/) run in Node, as the tools do.
// Browser tests live in client/e2e/ and run under Playwright (npm run test:browser).
export default defineConfig(async () => {
  const migrations = await readD1Migrations('worker/backend/migrations');
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                // A second database, for a deployment whose database lacks the newest migrations
                // (worker/backend/missing-migrations.test.ts migrates it as far as it needs).
                d1Databases: ['UNMIGRATED_DB'],
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  COMMERCE_API_KEY: 'test-key',
                  CATALOGUE_TODAY: '2026-11-01T12:00:00Z',
                  // Tests read x-upstream-requests and Server-Timing, which production never sends.
                  DEBUG_HEADERS: 'true',
                },
              },
            }),
          ],
          // wrangler.toml defines NODE_ENV=production (React's production build), whose JSX runtime has no jsxDEV.
          oxc: { jsx: { runtime: 'automatic', development: false } },
          test: {
            name: 'workerd',
            include: [
              'worker/**/*.test.{ts,tsx}',
              'shared/**/*.test.ts',
              'client/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['worker/testing/setup.ts'],
          },
        },
        {
          test: {
            name: 'tools',
            environment: 'node',
            // And package.json's engines against the installed packages' (.ci/engines.test.mjs).
            include: ['worker/backend/tools/**/*.test.mjs', '.ci/*.test.mjs'],
            // Each run of a tool starts wrangler (seconds).
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  };
});
