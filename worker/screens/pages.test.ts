import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { stubUpstream } from '../testing/stub-upstream';

// A cart cookie the (hung) stub never gets to look up.
const CART_COOKIE = 'ralph-cart=00000000-0000-4000-8000-000000000000';
const stateOf = (html: string) =>
  JSON.parse(/<script[^>]*id="ralph-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
    cart?: unknown;
  };

describe('a late cart never holds the shell back', () => {
  let stub: ReturnType<typeof stubUpstream>;
  beforeEach(() => {
    stub = stubUpstream();
  });
  afterEach(() => stub.restore());

  it('with getCart hung and the catalogue answering, the page streams and completes with 200; the mini cart is left to fill in', async () => {
    stub.fail('hang', (operation) => operation === 'getCart');
    const started = Date.now();
    // The longest deadline there is: without the fix the shell waits 30 s for the cart.
    const res = await request(
      '/en',
      { headers: { cookie: CART_COOKIE } },
      { COMMERCE_API_URL: stub.endpoint, UPSTREAM_TIMEOUT_MS: '30000' },
    );
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    const html = await res.text();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(html).toContain('data-testid="cart-count"');
    expect(html).toContain('</html>');
    expect(stateOf(html).cart).toBe('pending');
    expect(stub.calls.some((call) => call.startsWith('getCart'))).toBe(true);
  });

  it('a cart that answers with the page is rendered on the server, as before', async () => {
    const res = await request(
      '/en',
      { headers: { cookie: CART_COOKIE } },
      { COMMERCE_API_URL: stub.endpoint },
    );
    expect(res.status).toBe(200);
    expect(stateOf(await res.text()).cart).not.toBe('pending');
  });
});
