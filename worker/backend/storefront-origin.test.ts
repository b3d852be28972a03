import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../env';
import worker from '../index';
import { storefrontOriginOf, storefrontOriginProblem } from './storefront-origin';

describe('STOREFRONT_ORIGIN, the origin of the links in mails', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['https://www.example.se', 'https://www.example.se'],
    ['https://www.example.se/', 'https://www.example.se'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['HTTPS://WWW.Example.SE:443', 'https://www.example.se'],
  ])('%s is the origin %s', (value, origin) => {
    expect(storefrontOriginOf({ STOREFRONT_ORIGIN: value })).toBe(origin);
  });

  it.each([
    [undefined],
    [''],
    ['www.example.se'],
    ['https://www.example.se/sv'],
    ['https://www.example.se?x=1'],
    ['https://user@www.example.se'],
    ['javascript:alert(1)'],
    ['ftp://www.example.se'],
  ])('%s is a configuration error naming the variable', (value) => {
    expect(storefrontOriginProblem({ STOREFRONT_ORIGIN: value })).toMatch(
      /^STOREFRONT_ORIGIN must/,
    );
    expect(() => storefrontOriginOf({ STOREFRONT_ORIGIN: value })).toThrow(
      /^Invalid configuration: STOREFRONT_ORIGIN must/,
    );
  });

  it('a deployment of the embedded backend without it answers no page and logs why', async () => {
    const bindings = { ...(env as unknown as Bindings), STOREFRONT_ORIGIN: undefined };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request('http://shop.test/sv') as Parameters<typeof worker.fetch>[0],
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    const said = logged.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(said).toContain('Invalid configuration: STOREFRONT_ORIGIN must be set');
  });
});
