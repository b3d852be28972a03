import { expect, test } from 'vitest';

import { localState, query, runTool } from './tool-testing.mjs';

/** A pending application in a fresh state; `approve` mails its set-password link. */
function withApplication() {
  const state = localState();
  const details = JSON.stringify({ organizationId: '556091-2148', firstName: 'A', lastName: 'B' });
  query(
    state,
    `INSERT INTO company_requests (id, kind, email, details, language, created_at)
     VALUES (7, 'application', 'a@example.com', '${details}', 'sv', '2026-12-01T10:00:00Z')`,
  );
  return state;
}
const mailed = (state) => query(state, 'SELECT body FROM outbox')[0]?.body ?? '';

test.each([
  ['the port npm start serves on (PORT)', { PORT: '8791' }, 'http://127.0.0.1:8791/'],
  ['8787 without PORT', { PORT: '' }, 'http://127.0.0.1:8787/'],
  [
    'STOREFRONT_ORIGIN over PORT',
    { PORT: '8791', STOREFRONT_ORIGIN: 'https://shop.example' },
    'https://shop.example/',
  ],
])(
  'companies approve links to %s',
  (_, env, origin) => {
    const state = withApplication();
    try {
      const run = runTool('companies', ['approve', '7'], state, { STOREFRONT_ORIGIN: '', ...env });
      expect(run.code, run.stderr).toBe(0);
      expect(mailed(state)).toContain(`${origin}sv/account/reset-password?resetKey=`);
    } finally {
      state.remove();
    }
  },
  60_000,
);
