import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';
import { newCartCookie } from '../../testing/cart';

describe('checkout screens', () => {
  it('the checkout is undistracted, not indexed, never stored, and never shows the cart id', async () => {
    const cookie = await newCartCookie();
    const res = await request('/sv/kassan', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Kassan</h1>');
    expect(html).toContain('data-island="checkout"');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    // Only the top bar: no search, no menu, no mini cart to wander off to.
    expect(html).not.toContain('data-island="search-box"');
    expect(html).not.toContain('data-island="mini-cart"');
    expect(html).not.toContain(cookie.split('=')[1]!);
  });

  it('without a cart it says the cart is empty and offers the way back', async () => {
    const html = await (await request('/en/checkout')).text();
    expect(html).toContain('Your cart is empty');
    expect(html).not.toContain('data-island="checkout"');
  });

  it('the payment failure page names the failure and goes back to the checkout', async () => {
    const html = await (await request('/sv/checkout/klarna-fail?error=OutOfStock')).text();
    expect(html).toMatch(/<h1>Tyvärr är en produkt i din varukorg slut i lager/);
    expect(html).toMatch(/href="\/sv\/kassan"[^>]*>Gå tillbaka/);
    const unknown = await (await request('/en/checkout/klarna-fail?error=<x>')).text();
    expect(unknown).toContain('Something went wrong when creating your order');
  });

  it('a confirmation without an order id is a 404', async () => {
    expect((await request('/en/checkout/confirmation')).status).toBe(404);
    expect((await request('/en/checkout/confirmation?order=a%20b')).status).toBe(404);
  });
});
