import { createServer } from 'node:http';
import { afterAll, describe, expect, test } from 'vitest';

import { localState, runToolAsync } from './tool-testing.mjs';

const PAYMENT = '0b8e2f4c-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

describe('payments -- approve', () => {
  const state = localState({ migrated: false });
  const other = createServer((_, res) => res.end('<!doctype html><title>another app</title>'));
  const listening = new Promise((resolve) => other.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    other.close();
    state.remove();
  });

  test('says where it posts, and that a server there is not this storefront', async () => {
    await listening;
    const origin = `http://127.0.0.1:${other.address().port}`;
    const run = await runToolAsync('payments', ['approve', PAYMENT], state, {
      STOREFRONT_ORIGIN: origin,
      PAYMENT_CALLBACK_SECRET: 'test-secret',
    });
    expect(run.stdout).toBe(
      `payments: posting 'approve' for ${PAYMENT} to ${origin}/_commerce/pay/callback\n`,
    );
    expect(run.stderr).toMatch(`payments: the server at ${origin} is not this storefront`);
    expect(run.code).toBe(1);
  });
});
