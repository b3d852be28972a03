import { afterAll, describe, expect, test } from 'vitest';

import { localState, query, runTool } from './tool-testing.mjs';

// impersonate's and preview's links are on the storefront `companies` mails its links on and
// `payments` posts to (cli.mjs localOrigin): STOREFRONT_ORIGIN, else the local server on PORT.
describe('the links impersonate and preview print', () => {
  const state = localState();
  query(
    state,
    `INSERT INTO customers (email, customer_type, address, created_at, updated_at)
     VALUES ('anna@example.com', 'PERSON', '{}', '2026-12-01T10:00:00Z', '2026-12-01T10:00:00Z')`,
  );
  afterAll(() => state.remove());
  const secret = { IDENTITY_SECRET: 'tools-test-secret' };

  test.each([
    [
      'STOREFRONT_ORIGIN over PORT',
      { PORT: '8791', STOREFRONT_ORIGIN: 'https://shop.example' },
      'https://shop.example',
    ],
    ['the port npm start serves on (PORT)', { PORT: '8791' }, 'http://127.0.0.1:8791'],
    ['8787 without either', { PORT: '' }, 'http://127.0.0.1:8787'],
  ])(
    'are on %s',
    (_, env, origin) => {
      const given = { STOREFRONT_ORIGIN: '', ...secret, ...env };
      const login = runTool('impersonate', ['anna@example.com', 'en'], state, given);
      expect(login.code, login.stderr).toBe(0);
      expect(login.stdout).toMatch(new RegExp(`^${origin}/en/account\\?loginToken=[\\w.-]+\\n$`));
      const preview = runTool('preview', ['om-ralph'], state, given);
      expect(preview.code, preview.stderr).toBe(0);
      expect(preview.stdout).toMatch(
        new RegExp(`^${origin}/sv/preview-widgets\\?loginToken=[\\w-]+\\n$`),
      );
    },
    60_000,
  );

  test('impersonate on a port the operator names is on the local server there', () => {
    const env = { ...secret, PORT: '8791', STOREFRONT_ORIGIN: 'https://shop.example' };
    const run = runTool('impersonate', ['anna@example.com', 'sv', '8722'], state, env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^http:\/\/127\.0\.0\.1:8722\/sv\/account\?loginToken=/);
  }, 60_000);
});
