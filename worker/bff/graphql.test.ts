import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  request('/graphql', {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const cookieOf = (res: Response) =>
  /ralph-cart=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

async function skuWithStock(min: number, max = 1000) {
  return (await db
    .prepare(
      'SELECT id, in_stock AS total FROM skus WHERE oversellable = 0 AND static_stock = 0 AND in_stock BETWEEN ? AND ? LIMIT 1',
    )
    .bind(min, max)
    .first<{ id: number; total: number }>())!;
}

describe('BFF /graphql', () => {
  it('refuses another origin, a missing origin, non-JSON bodies and GET', async () => {
    expect(
      (
        await post(
          { operationName: 'getCart', locale: 'sv', market: 'se' },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    const refused = await post(
      { operationName: 'getCart', locale: 'sv', market: 'se' },
      { origin: 'https://evil.example' },
    );
    expect(await refused.json()).toEqual({
      errors: [
        {
          message:
            'Det du skickade kom inte från butikens sidor och togs inte emot. Gå tillbaka till butiken och försök igen.',
          code: 'FORBIDDEN',
        },
      ],
    });
    expect(
      (
        await request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await request('/graphql', {
          method: 'POST',
          headers: { origin: 'http://shop.test', 'content-type': 'text/plain' },
          body: '{}',
        })
      ).status,
    ).toBe(415);
    expect((await request('/graphql?query={channel{defaultMarketId}}')).status).toBe(405);
  });

  it('accepts only registered cart operations with valid variables, with the error in the shopper language', async () => {
    const unknown = await post({
      operationName: 'channel',
      variables: {},
      locale: 'en',
      market: 'se',
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The cart could not be updated. Please try again.',
    );
    const bad = await post({
      operationName: 'addToCart',
      variables: { skuId: 'x', quantity: 1 },
      locale: 'sv',
      market: 'se',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Varukorgen kunde inte uppdateras. Försök igen.',
    );
  });

  it('creates the cart on the first add and keeps its id in an HttpOnly cookie for a year', async () => {
    const sku = await skuWithStock(6);
    const res = await post({
      operationName: 'addToCart',
      variables: { skuId: sku.id, quantity: 2 },
      locale: 'sv',
      market: 'se',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { cart: { items: { skuId: number; quantity: number }[] } };
    };
    expect(body.data.cart.items).toEqual([expect.objectContaining({ skuId: sku.id, quantity: 2 })]);
    const setCookie = res.headers.get('set-cookie')!;
    const id = cookieOf(res)!;
    expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The next call uses the cookie: the same cart, no new cookie.
    const update = await post(
      {
        operationName: 'updateCartItem',
        variables: { skuId: sku.id, quantity: 0 },
        locale: 'sv',
        market: 'se',
      },
      { cookie: `ralph-cart=${id}` },
    );
    expect(((await update.json()) as { data: { cart: { items: unknown[] } } }).data.cart).toEqual(
      expect.objectContaining({ items: [] }),
    );
    expect(cookieOf(update)).toBeUndefined();
  });

  it('getCart without a cart cookie answers an empty cart and creates nothing; the first add does', async () => {
    const carts = async () =>
      (await db.prepare('SELECT count(*) AS n FROM carts').first<{ n: number }>())!.n;
    const before = await carts();
    const empty = await post({ operationName: 'getCart', locale: 'sv', market: 'se' });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('set-cookie')).toBeNull();
    expect(
      ((await empty.json()) as { data: { cart: { items: unknown[] } } }).data.cart.items,
    ).toEqual([]);
    expect(await carts()).toBe(before);
    const sku = await skuWithStock(6);
    const added = await post({
      operationName: 'addToCart',
      variables: { skuId: sku.id, quantity: 1 },
      locale: 'sv',
      market: 'se',
    });
    expect(added.status).toBe(200);
    expect(cookieOf(added)).toBeTruthy();
    expect(await carts()).toBe(before + 1);
  });

  it('never lets the cart id reach the browser: not in an answer, not in a page; the cookie still works', async () => {
    const sku = await skuWithStock(6);
    const added = await post({
      operationName: 'addToCart',
      variables: { skuId: sku.id, quantity: 1 },
      locale: 'en',
      market: 'se',
    });
    const id = cookieOf(added)!;
    expect(id).toBeTruthy();
    expect(await added.text()).not.toContain(id);
    const cookie = `ralph-cart=${id}`;
    const read = await post({ operationName: 'getCart', locale: 'en', market: 'se' }, { cookie });
    const text = await read.text();
    expect(text).not.toContain(id);
    expect(text).not.toContain('"id"');
    expect(JSON.parse(text).data.cart.items).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: 1 }),
    ]);
    const page = await request('/en', { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain(id);
    // The page's state still carries the cart (its line), so the mini cart shows it.
    expect(html).toMatch(new RegExp(`"cart":\\{[^<]*"skuId":${sku.id}`));
  });

  it('refuses a skuId outside GraphQL Int (2^31) with a 400 in the shopper language, before asking upstream', async () => {
    const res = await post({
      operationName: 'addToCart',
      variables: { skuId: 2 ** 31, quantity: 1 },
      locale: 'en',
      market: 'se',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [
        { message: 'The cart could not be updated. Please try again.', code: 'BAD_REQUEST' },
      ],
    });
  });

  it('reports a stock refusal from the commerce API as a 409 in the shopper language', async () => {
    const sku = await skuWithStock(1, 3);
    const res = await post({
      operationName: 'addToCart',
      variables: { skuId: sku.id, quantity: sku.total + 1 },
      locale: 'en',
      market: 'se',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      errors: [{ message: 'There are no more in stock', code: 'OUT_OF_STOCK' }],
    });
  });

  it('passes promo code outcomes through with the specification texts', async () => {
    const sku = await skuWithStock(6);
    const added = await post({
      operationName: 'addToCart',
      variables: { skuId: sku.id, quantity: 1 },
      locale: 'en',
      market: 'se',
    });
    const cookie = `ralph-cart=${cookieOf(added)}`;
    const invalid = await post(
      {
        operationName: 'setCartPromoCode',
        variables: { promoCode: 'NOPE' },
        locale: 'en',
        market: 'se',
      },
      { cookie },
    );
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'This code is not valid',
    );
  });
});

describe('customer type switch', () => {
  it('sets ralph-user-type and returns to a local path only', async () => {
    const form = (type: string, back: string) =>
      request('/customer-type', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ type, return: back }).toString(),
      });
    const ok = await form('ORGANIZATION', '/sv/c/clothing?page=2');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/sv/c/clothing?page=2');
    expect(ok.headers.get('set-cookie')).toContain('ralph-user-type=ORGANIZATION');
    expect((await form('PERSON', '//evil.example/x')).headers.get('location')).toBe('/');
    expect((await form('ROBOT', '/sv')).status).toBe(400);
  });

  it('answers a malformed or wrong form with a plain 400 page in the shopper language, never a 500', async () => {
    const multipart = (body: string) =>
      request('/customer-type', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'multipart/form-data; boundary=b0undary',
        },
        body,
      });
    const malformed = await multipart('--b0undary\r\nContent-Disposition: form-data; name="type"');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await malformed.text()).toBe(
      'Det du skickade kunde inte läsas. Ladda om sidan och försök igen.',
    );
    const part = (name: string, value: string) =>
      `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const wrong = await multipart(
      `${part('type', 'ROBOT')}${part('return', '/en/c/shoes')}--b0undary--\r\n`,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe(
      'What you sent could not be read. Reload the page and try again.',
    );
    const ok = await multipart(
      `${part('type', 'ORGANIZATION')}${part('return', '/en/c/shoes')}--b0undary--\r\n`,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/en/c/shoes');
  });

  it('an organisation sees prices ex VAT on every page', async () => {
    const person = await (await request('/sv/c/clothing')).text();
    const organisation = await (
      await request('/sv/c/clothing', { headers: { cookie: 'ralph-user-type=ORGANIZATION' } })
    ).text();
    expect(person).not.toContain('exkl. moms</span>');
    expect(organisation).toContain('<span class="price-vat">exkl. moms</span>');
  });

  it('a cookie naming a cart that is gone: an add starts a new cart, other writes clear the cookie', async () => {
    const sku = await skuWithStock(5);
    const gone = { cookie: 'ralph-cart=00000000-0000-4000-8000-00000000dead' };
    const add = await post(
      {
        operationName: 'addToCart',
        variables: { skuId: sku.id, quantity: 1 },
        locale: 'en',
        market: 'se',
      },
      gone,
    );
    expect(add.status).toBe(200);
    const fresh = cookieOf(add);
    expect(fresh).toMatch(/^[\w-]{8,64}$/);
    expect(fresh).not.toBe('00000000-0000-4000-8000-00000000dead');
    const body = (await add.json()) as { data: { cart: { items: unknown[] } } };
    expect(body.data.cart.items).toHaveLength(1);
    const update = await post(
      {
        operationName: 'updateCartItem',
        variables: { skuId: sku.id, quantity: 2 },
        locale: 'en',
        market: 'se',
      },
      gone,
    );
    expect(update.status).toBe(404);
    expect(update.headers.get('set-cookie')).toMatch(/ralph-cart=;.*Max-Age=0/i);
  });
});
