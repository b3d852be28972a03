import { afterEach, describe, expect, it } from 'vitest';
import { location } from '../testing/app';
import { db, setCookiesOf } from '../testing/auth';
import { addToCart } from '../testing/cart';
import { placeByForm } from '../testing/checkout-form';
import { testCustomer } from '../testing/customer';
import { untilKept, visitors } from '../testing/kept-pages';
import { clearKeptPages } from '../screens/page-cache';

afterEach(() => clearKeptPages());

const LOST_SV =
  'Varukorgen du hade finns inte kvar, så din varukorg är tom nu. Den kan ha beställts, till exempel på en annan enhet.';
/** Information, not an error: a status in the style of the merge's notice (decision 225). */
const LOST = {
  sv: `<p class="account-notice message ok" role="status">${LOST_SV}</p>`,
  en: '<p class="account-notice message ok" role="status">The cart you had is no longer there, so your cart is empty now. It may have been ordered, for example on another device.</p>',
};

/** The cart cookie the answer sets: '' when it deletes it. */
const cartCookieSet = (res: Response) => {
  const cart = setCookiesOf(res).get('ralph-cart');
  return cart && (cart.maxAge === 0 ? '' : cart.value);
};

describe('a cart cookie that names no cart', () => {
  it('unreadable: the page says the cart is gone, once, and the cookie goes', async () => {
    const get = visitors();
    // Kept for visitors without a cart first: the notice is not served from it, nor kept in it.
    await untilKept(get, '/sv');
    const first = await get('/sv', { cookie: 'ralph-cart=not%20a%20cart%20id!' });
    expect(first.render).not.toBe('kept');
    expect(first.body).toContain(LOST.sv);
    expect(cartCookieSet(first.res)).toBe('');
    const next = await get('/sv');
    expect(next.body).not.toContain('<p class="account-notice');
  });

  it('an id the API does not know: said on the page shown (a kept page, the checkout), the cookie cleared', async () => {
    const get = visitors();
    await untilKept(get, '/en');
    const cookie = 'ralph-cart=no-such-cart-0000';
    const home = await get('/en', { cookie });
    expect(home.body).toContain(LOST.en);
    expect(cartCookieSet(home.res)).toBe('');
    const checkout = await get('/sv/kassan', { cookie });
    expect(checkout.body).toContain(LOST.sv);
    expect(cartCookieSet(checkout.res)).toBe('');
    // Without the cookie the checkout is empty, without the notice.
    expect((await get('/sv/kassan')).body).not.toContain('<p class="account-notice');
  });
});

describe('the cart gone beside a notice of the account, in one line', () => {
  const cookie = 'ralph-cart=no-such-cart-0000';
  it('with an error, the line is the error: an alert', async () => {
    const page = await visitors()('/sv?notice=account.companyTypeFixed', { cookie });
    expect(page.body).toContain(
      `<p class="account-notice message error" role="alert">Som användare av ett företagskonto handlar du alltid som företag. ${LOST_SV}</p>`,
    );
  });
  it('with information, the line is information: a status', async () => {
    const page = await visitors()('/sv?notice=account.deleted', { cookie });
    expect(page.body).toContain(
      `<p class="account-notice message ok" role="status">Ditt konto är nu raderat. ${LOST_SV}</p>`,
    );
  });
});

describe('a shared cart ordered on another device', () => {
  it('is said to be gone and maybe ordered, not to be added again: the API answers it as none', async () => {
    const customer = await testCustomer();
    const cartOf = (res: Response) =>
      /ralph-cart=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    const sku = (await db()
      .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 ORDER BY id LIMIT 1')
      .first<{ id: number }>())!;
    // Both devices' cookies name the account's cart; one of them orders it.
    const device = `${customer.cookie}; ${cartOf(await addToCart(sku.id, customer.cookie))}`;
    const placed = await placeByForm('/sv/kassan', device, { email: customer.email });
    expect(location(placed)).toBe('/sv/kassan/bekraftelse');
    // The other device's next pages (the same cookie).
    const get = visitors();
    for (const [path, said] of [
      ['/sv', LOST.sv],
      ['/en', LOST.en],
    ] as const) {
      const page = await get(path, { cookie: device });
      expect(page.body).toContain(said);
    }
  });
});
