import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';
import { db, Jar, postAuth, passwordChangedElsewhere, registeredCustomer } from '../testing/auth';
import { ANNA_CHECKOUT } from '../testing/checkout-form';

const scope = { locale: 'sv', market: 'se' };
const ANNA = ANNA_CHECKOUT;

/** 'Slutför köp' with the account's e-mail in the form. */
const place = (jar: Jar, email: string, attemptId: string) =>
  request('/sv/kassan', {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      cookie: jar.header,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ ...ANNA, email, intent: 'place', attemptId }).toString(),
  }).then((res) => jar.take(res));

const attemptOf = async (jar: Jar) => {
  const html = await (await request('/sv/kassan', { headers: { cookie: jar.header } })).text();
  return /name="attemptId" value="([\w-]+)"/.exec(html)?.[1] ?? null;
};

const guestOrdersOf = (email: string) =>
  db()
    .prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id IS NULL AND email = ?')
    .bind(email)
    .first<number>('n');

const ordersOf = (email: string) =>
  db()
    .prepare(
      'SELECT COUNT(*) AS n FROM orders WHERE customer_id = (SELECT id FROM customers WHERE email = ?)',
    )
    .bind(email)
    .first<number>('n');

/**
 * A customer logged in in `jar` with one line in the cart and the checkout shown (its attempt); then
 * another browser logs in and changes the password, which ends this browser's session.
 */
async function endedElsewhere() {
  const { email, password, jar } = await registeredCustomer();
  const sku = (await db()
    .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 ORDER BY id LIMIT 1')
    .first<number>('id'))!;
  const added = await request('/graphql', {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/json', cookie: jar.header },
    body: JSON.stringify({
      operationName: 'addToCart',
      variables: { skuId: sku, quantity: 1 },
      ...scope,
    }),
  });
  expect(jar.take(added).status).toBe(200);
  const attempt = (await attemptOf(jar))!;
  expect(attempt).toBeTruthy();
  await passwordChangedElsewhere(email, password);
  return { email, jar, attempt };
}

/** The answer to "Slutför köp" after the session ended: the login asked for, nothing ordered. */
async function expectLoginAsked(ended: Response, email: string) {
  expect(ended.status).toBe(401);
  const html = await ended.text();
  expect(html).toContain('Du är inte längre inloggad. Logga in igen för att fortsätta.');
  expect(html).not.toContain('Något gick fel');
  // The form as typed and the cart as shown, under the login panel that comes back here.
  expect(html).toContain('value="Storgatan 1"');
  expect(html.match(/class="checkout-line"/g)).toHaveLength(1);
  expect(html).toContain('action="/auth/login"');
  expect(html).toMatch(/name="return" value="\/sv\/kassan"/);
  expect(await ordersOf(email)).toBe(0);
  expect(await guestOrdersOf(email)).toBe(0);
}

describe('the checkout when the session was ended from another browser', () => {
  it('says so in the page’s language and asks for the login, with the form and the cart kept; nothing is ordered twice', async () => {
    const { email, jar, attempt } = await endedElsewhere();
    await expectLoginAsked(await place(jar, email, attempt), email);
    // Logged in again, the cart is there and one order is placed.
    const again = await postAuth(
      '/auth/login',
      { email, password: 'Nytt-losen-1', remember: true, ...scope },
      { jar },
    );
    expect(again.status).toBe(200);
    const next = (await attemptOf(jar))!;
    expect(next).toBeTruthy();
    const placed = await place(jar, email, next);
    expect(location(placed)).toBe('/sv/kassan/bekraftelse');
    expect(await ordersOf(email)).toBe(1);
  });

  it('a token due for renewal (here gone) whose renewal is refused: no guest order from the account’s cart', async () => {
    const { email, jar, attempt } = await endedElsewhere();
    jar.values.delete('apollo-token');
    await expectLoginAsked(await place(jar, email, attempt), email);
  });
});
