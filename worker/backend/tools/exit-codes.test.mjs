import { afterAll, describe, expect, test } from 'vitest';

import { localState, query, runTool } from './tool-testing.mjs';

// The tools' contract: 1 when nothing was found or done, 2 for a usage error, on an empty database.
describe('exit codes', () => {
  const state = localState();
  afterAll(() => state.remove());

  test.each([
    ['reviews', ['accept', '999999'], 1, /^reviews: accepted nothing: no pending review #999999$/],
    ['reviews', ['accept', '1', 'abc'], 2, /^usage: /],
    ['orders', ['status', '999', 'processing'], 1, /^orders: no order #999$/],
    ['orders', ['ship', '999', 'P1'], 1, /^orders: no order #999$/],
    ['orders', ['show', '999999'], 1, /^orders: no order #999999$/],
    ['orders', ['outbox', 'abc'], 2, /^usage: /],
    ['preview', ['vinterkampanj', '0.01'], 2, /^usage: .*1–168/m],
    ['payments', ['approve', '999'], 1, /^payments: no order 999$/],
  ])('%s %j exits %i', (tool, args, code, message) => {
    const run = runTool(tool, args, state);
    expect(run.code).toBe(code);
    expect(run.stderr.trim()).toMatch(message);
  });
});

test('companies approve refuses a link origin that is not an origin, and changes nothing', () => {
  const state = localState();
  try {
    const details = JSON.stringify({
      organizationId: '556091-2148',
      firstName: 'A',
      lastName: 'B',
    });
    query(
      state,
      `INSERT INTO company_requests (id, kind, email, details, language, created_at)
       VALUES (7, 'application', 'a@example.com', '${details}', 'sv', '2026-12-01T10:00:00Z')`,
    );
    const run = runTool('companies', ['approve', '7'], state, {
      STOREFRONT_ORIGIN: 'https://www.example.se/shop/',
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(
      /^companies: STOREFRONT_ORIGIN must be set to the shop's origin/,
    );
    expect(query(state, 'SELECT status FROM company_requests')).toEqual([{ status: 'pending' }]);
    expect(query(state, 'SELECT count(*) AS n FROM outbox')).toEqual([{ n: 0 }]);
  } finally {
    state.remove();
  }
}, 60_000);
