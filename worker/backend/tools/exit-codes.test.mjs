import { afterAll, describe, expect, test } from 'vitest';

import { localState, runTool } from './tool-testing.mjs';

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
