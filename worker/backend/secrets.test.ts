import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../env';
import worker from '../index';
import { deployedAt } from '../testing/app';
import { errorsDuring } from '../testing/errors-during';

/** The test's bindings (`.dev.vars`' among them), less the ones named, plus `set`. */
function bindingsWith(names: string[], set: Partial<Bindings> = {}) {
  const bindings: Record<string, unknown> = {
    ...(env as unknown as Record<string, unknown>),
    ...set,
  };
  for (const name of names) delete bindings[name];
  return bindings as unknown as Bindings;
}

/** The Worker's answer to `url` with `bindings`. */
async function ask(bindings: Bindings, url = 'http://shop.test/sv') {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(url) as Parameters<typeof worker.fetch>[0],
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const pageWith = (names: string[], set: Partial<Bindings> = {}) => ask(bindingsWith(names, set));

/** A shop on a public origin, with secrets of its own. */
const OWN = deployedAt('https://www.shop.example');
const DEPLOYED = { STOREFRONT_ORIGIN: OWN.STOREFRONT_ORIGIN };

describe('a deployment without the embedded backend’s secrets', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers no page and logs the secret missing, instead of running on the public development values', async () => {
    expect((await pageWith([])).status).toBe(200);
    const { result: res, said } = await errorsDuring(() => pageWith(['PAYMENT_CALLBACK_SECRET']));
    expect(res.status).toBe(500);
    expect(said).toContain(
      'Invalid configuration: PAYMENT_CALLBACK_SECRET must be set (16 characters or more)',
    );
  });
});

describe('a deployment with the public values of .dev.vars', () => {
  it('answers no page and names every such secret, telling the operator to set their own', async () => {
    // The test's bindings hold .dev.vars' values: with a shop on a public origin, that is a deployment.
    const { result: res, said } = await errorsDuring(() => pageWith([], DEPLOYED));
    expect(res.status).toBe(500);
    expect(said).toContain(
      'Invalid configuration: IDENTITY_SECRET, PASSWORD_PEPPER, PAYMENT_CALLBACK_SECRET are the public development values from .dev.vars, which anyone can read in this repository: set your own (random, 32 characters or more) with wrangler secret put NAME',
    );
  });

  it('names only the one left public, and runs once each is the operator’s own', async () => {
    const pepper = (env as unknown as Bindings).PASSWORD_PEPPER!;
    const one = await errorsDuring(() =>
      pageWith([], { ...DEPLOYED, ...OWN, PASSWORD_PEPPER: pepper }),
    );
    expect(one.result.status).toBe(500);
    expect(one.said).toContain(
      'Invalid configuration: PASSWORD_PEPPER is the public development value from .dev.vars',
    );
    // One of the public values under another secret's name is as public.
    const moved = await errorsDuring(() =>
      pageWith([], { ...DEPLOYED, ...OWN, IDENTITY_SECRET: pepper }),
    );
    expect(moved.said).toContain('Invalid configuration: IDENTITY_SECRET is the public');
    expect((await pageWith([], { ...DEPLOYED, ...OWN })).status).toBe(200);
  });

  it('are refused on a request to a public host, though STOREFRONT_ORIGIN is on this machine', async () => {
    // `wrangler secret bulk .dev.vars` uploads its STOREFRONT_ORIGIN beside the secrets: the value
    // from the same file does not vouch for them. One bindings object, as an isolate's requests share.
    const uploaded = bindingsWith([], { STOREFRONT_ORIGIN: 'http://127.0.0.1:8787' });
    const { result: res, said } = await errorsDuring(() =>
      ask(uploaded, 'https://www.shop.example/sv'),
    );
    expect(res.status).toBe(500);
    expect(said).toContain(
      'Invalid configuration: IDENTITY_SECRET, PASSWORD_PEPPER, PAYMENT_CALLBACK_SECRET are the public development values from .dev.vars, which anyone can read in this repository',
    );
    // A request to this machine, or to a name RFC 2606 reserves for tests, is local development.
    expect((await ask(uploaded, 'http://shop.test/sv')).status).toBe(200);
    expect((await ask(uploaded, 'http://127.0.0.1:8787/sv')).status).toBe(200);
    // Each request is checked, not the first one only.
    const again = await errorsDuring(() => ask(uploaded, 'https://www.shop.example/sv'));
    expect(again.result.status).toBe(500);
    // Secrets of the operator's own run there.
    const own = bindingsWith([], { ...OWN, STOREFRONT_ORIGIN: 'http://127.0.0.1:8787' });
    expect((await ask(own, 'https://www.shop.example/sv')).status).toBe(200);
  });

  it.each([['http://localhost:8787'], ['http://127.0.0.1:9000'], ['http://[::1]:8787']])(
    'are the local development values with the shop at %s',
    async (origin) => {
      expect((await pageWith([], { STOREFRONT_ORIGIN: origin })).status).toBe(200);
    },
  );
});
