import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../env';
import worker from '../index';

/** The Worker with the test's bindings, less the ones named. */
async function pageWithout(names: string[]) {
  const bindings = { ...(env as unknown as Record<string, unknown>) };
  for (const name of names) delete bindings[name];
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request('http://shop.test/sv') as Parameters<typeof worker.fetch>[0],
    bindings as unknown as Bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('a deployment without the embedded backend’s secrets', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers no page and logs the secret missing, instead of running on the public development values', async () => {
    expect((await pageWithout([])).status).toBe(200);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await pageWithout(['PAYMENT_CALLBACK_SECRET']);
    expect(res.status).toBe(500);
    const said = logged.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(said).toContain(
      'Invalid configuration: PAYMENT_CALLBACK_SECRET must be set (16 characters or more)',
    );
  });
});
