import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';
import { newCartCookie } from '../../testing/cart';
import { testCustomer } from '../../testing/customer';
import { setCookiesOf } from '../../testing/auth';

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

  it('a business is told its organisation number is needed for the invoice only where it pays by invoice', async () => {
    const cookie = await newCartCookie();
    const page = async (market: string) =>
      (
        await request('/en/checkout', {
          headers: {
            cookie: `${cookie}; ralph-user-type=ORGANIZATION; ralph-checkout-market=${market}`,
          },
        })
      ).text();
    // In se a business is offered the invoice first; fi offers none.
    expect(await page('se')).toContain('Your organization ID is needed to create the invoice');
    const fi = await page('fi');
    expect(fi).toContain('Organization ID');
    expect(fi).not.toContain('Your organization ID is needed to create the invoice');
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
    const changed = await (await request('/sv/checkout/klarna-fail?error=CartChanged')).text();
    expect(changed).toMatch(
      /<h1>Din varukorg har ändrats sedan du gick till betalningen, så inget/,
    );
    expect(changed).toMatch(/href="\/sv\/kassan"[^>]*>Gå tillbaka/);
    const unknown = await (await request('/en/checkout/klarna-fail?error=<x>')).text();
    expect(unknown).toContain('Something went wrong when creating your order');
  });

  it('a confirmation with no order to show is a 404 that says where the order is', async () => {
    const sv = await request('/sv/kassan/bekraftelse');
    expect(sv.status).toBe(404);
    expect(sv.headers.get('cache-control')).toBe('private, no-store');
    const html = await sv.text();
    expect(html).toContain('<h1>Här finns ingen order att visa</h1>');
    expect(html).toContain('i en timme efter köpet');
    expect(html).toMatch(/href="\/sv"[^>]*>Fortsätt handla/);
    expect(html).not.toContain('href="/sv/mina-sidor/ordrar"');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    // A malformed id, and a cookie naming no order, are the same page.
    const malformed = await request('/en/checkout/confirmation?order=a%20b');
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain('<h1>There is no order to show here</h1>');
    const unknown = await request('/en/checkout/confirmation', {
      headers: { cookie: 'ralph-order=0123456789abcdef0123456789abcdef' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('for one hour after the purchase');
    // That cookie goes: it would only bring this page back. A malformed link leaves a cookie alone.
    expect(setCookiesOf(unknown).get('ralph-order')?.maxAge).toBe(0);
    const kept = await request('/en/checkout/confirmation?order=a%20b', {
      headers: { cookie: 'ralph-order=0123456789abcdef0123456789abcdef' },
    });
    expect(kept.status).toBe(404);
    expect(setCookiesOf(kept).has('ralph-order')).toBe(false);
    // A logged-in customer is shown the way to their orders.
    const customer = await testCustomer();
    const logged = await request('/en/checkout/confirmation', {
      headers: { cookie: customer.cookie },
    });
    expect(logged.status).toBe(404);
    expect(logged.headers.get('cache-control')).toBe('private, no-store');
    const mine = await logged.text();
    expect(mine).toMatch(/href="\/en\/my-account\/orders"[^>]*>See your orders in My account/);
  });
});
