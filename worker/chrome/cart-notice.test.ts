import { afterEach, describe, expect, it } from 'vitest';
import { setCookiesOf } from '../testing/auth';
import { untilKept, visitors } from '../testing/kept-pages';
import { clearKeptPages } from '../screens/page-cache';

afterEach(() => clearKeptPages());

const LOST = {
  sv: '<p class="account-notice message error" role="alert">Vi hittade inte din varukorg, så den är tom nu. Lägg gärna i varorna igen.</p>',
  en: '<p class="account-notice message error" role="alert">We could not find your cart, so it is empty now. Please add the items again.</p>',
};

/** The cart cookie the answer sets: '' when it deletes it. */
const cartCookieSet = (res: Response) => {
  const cart = setCookiesOf(res).get('ralph-cart');
  return cart && (cart.maxAge === 0 ? '' : cart.value);
};

describe('a cart cookie that names no cart', () => {
  it('unreadable: the page says the cart was not found, once, and the cookie goes', async () => {
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
