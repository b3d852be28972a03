import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import {
  db,
  Jar,
  postAuth,
  passwordChangedElsewhere,
  registeredCustomer,
  setCookiesOf,
} from '../testing/auth';

const scope = { locale: 'en', market: 'se' };

const cartCall = (jar: Jar, body: object) =>
  request('/graphql', {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/json', cookie: jar.header },
    body: JSON.stringify({ ...body, ...scope }),
  });

const linesIn = async (cartId: string) =>
  (
    await db()
      .prepare('SELECT sku_id FROM cart_items WHERE cart_id = ? ORDER BY sku_id')
      .bind(cartId)
      .all<{ sku_id: number }>()
  ).results.map((r) => r.sku_id);

/**
 * A logged-in customer with one line in the account's cart, whose session was then ended from
 * another browser (a password change); the token is gone, so the next request renews and is refused.
 */
async function endedWithCart() {
  const { email, password, jar } = await registeredCustomer();
  const { results } = await db()
    .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 ORDER BY id LIMIT 1')
    .all<{ id: number }>();
  const [a] = results.map((r) => r.id) as [number];
  const added = await cartCall(jar, {
    operationName: 'addToCart',
    variables: { skuId: a, quantity: 1 },
  });
  jar.take(added);
  const accountCart = jar.values.get('ralph-cart')!;
  expect(await linesIn(accountCart)).toEqual([a]);
  await passwordChangedElsewhere(email, password);
  jar.values.delete('apollo-token');
  return { jar, accountCart, a };
}

const checkout = (jar: Jar, form?: Record<string, string>) =>
  request('/sv/kassan', {
    ...(form
      ? {
          method: 'POST',
          body: new URLSearchParams(form).toString(),
          headers: {
            origin: 'http://shop.test',
            'content-type': 'application/x-www-form-urlencoded',
            cookie: jar.header,
          },
        }
      : { headers: { cookie: jar.header } }),
  });

describe('a refused renewal: the rest of the request is a guest’s', () => {
  it('the page shows no cart, as the cookie it clears says, not the account’s', async () => {
    const { jar } = await endedWithCart();
    const res = await checkout(jar);
    expect(res.status).toBe(200);
    expect(setCookiesOf(res).get('ralph-cart')?.maxAge).toBe(0);
    const html = await res.text();
    expect(html).toContain('Din varukorg är tom');
    expect(html).not.toContain('class="checkout-line"');
  });

  it('a change posted from the checkout leaves the account’s cart alone', async () => {
    const { jar, accountCart, a } = await endedWithCart();
    const res = await checkout(jar, { intent: `more:${a}` });
    expect(res.status).toBe(303);
    expect(setCookiesOf(res).get('ralph-auth')?.maxAge).toBe(0);
    const quantity = await db()
      .prepare('SELECT quantity FROM cart_items WHERE cart_id = ? AND sku_id = ?')
      .bind(accountCart, a)
      .first<number>('quantity');
    expect(quantity).toBe(1);
  });
});
