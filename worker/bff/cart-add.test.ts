import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import { hubOf, onceHub } from '../live/hubs';
import { location, request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const ORIGIN = 'http://shop.test';
const cookieOf = (res: Response) =>
  /ralph-cart=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request('/cart/add', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** A product with more than one size, and one of its sizes with plenty in stock. */
async function sizeInStock() {
  return (await db
    .prepare(
      `SELECT s.id, s.in_stock AS stock, p.alias, c.alias AS cat FROM skus s
       JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
       WHERE s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock BETWEEN 5 AND 40
         AND (SELECT count(*) FROM skus o WHERE o.product_id = p.id) > 1
       ORDER BY s.id DESC LIMIT 1`,
    )
    .first<{ id: number; stock: number; alias: string; cat: string }>())!;
}

const cartOf = async (cookie: string) => {
  const res = await request('/graphql', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: `ralph-cart=${cookie}` },
    body: JSON.stringify({ operationName: 'getCart', locale: 'sv', market: 'se' }),
  });
  return (
    (await res.json()) as { data: { cart: { items: { skuId: number; quantity: number }[] } } }
  ).data.cart.items;
};

describe('POST /cart/add, the add-to-cart form without JavaScript', () => {
  it('adds to a new cart, sets its cookie and goes back to the product with the result at the form', async () => {
    const sku = await sizeInStock();
    const product = `/sv/p/${sku.cat}/${sku.alias}`;
    const res = await postForm({
      locale: 'sv',
      market: 'se',
      return: product,
      skuId: String(sku.id),
      quantity: '2',
    });
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`${product}?cart=added#buy`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieOf(res)!;
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(await cartOf(cookie)).toEqual([expect.objectContaining({ skuId: sku.id, quantity: 2 })]);

    // The same cart grows on the next add; the page shows the result and the way to the checkout.
    const again = await postForm(
      { locale: 'sv', market: 'se', return: product, skuId: String(sku.id), quantity: '1' },
      { cookie: `ralph-cart=${cookie}` },
    );
    expect(location(again)).toBe(`${product}?cart=added#buy`);
    expect(cookieOf(again)).toBeUndefined();
    expect(await cartOf(cookie)).toEqual([expect.objectContaining({ skuId: sku.id, quantity: 3 })]);
    const html = await (
      await request(`${product}?cart=added`, { headers: { cookie: `ralph-cart=${cookie}` } })
    ).text();
    expect(html).toMatch(
      /<form class="add-to-cart" id="buy"[^>]*><p id="buy-result" class="message ok" role="status" data-testid="add-to-cart-result">Tillagd i varukorgen(<!-- -->)? <a href="\/sv\/kassan">Till kassan<\/a><\/p>/,
    );
    expect(html).toContain('data-testid="cart-count">3<');
  });

  it('the same form sent twice adds once, even at the same time; each page has its own key', async () => {
    const sku = await sizeInStock();
    const product = `/sv/p/${sku.cat}/${sku.alias}`;
    const form = (once: string | undefined, quantity = 1) => ({
      locale: 'sv',
      market: 'se',
      return: product,
      skuId: String(sku.id),
      quantity: String(quantity),
      ...(once ? { once } : {}),
    });
    // The key sits outside the shared form and belongs to it by `form` (README decision 177).
    const onceOf = async (cookie: string) => {
      const page = await (await request(product, { headers: { cookie } })).text();
      expect(page).toMatch(/<form class="add-to-cart" id="buy"[^>]* action="\/cart\/add"/);
      return /<input type="hidden" form="buy" name="once" value="([0-9a-f-]{36})"/.exec(page)![1]!;
    };
    const firstKey = await onceOf('');
    expect(await onceOf('')).not.toBe(firstKey);

    const first = await postForm(form(firstKey));
    const cookie = `ralph-cart=${cookieOf(first)!}`;
    const repeat = await postForm(form(firstKey), { cookie });
    expect(location(repeat)).toBe(`${product}?cart=added#buy`);
    expect(await cartOf(cookieOf(first)!)).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: 1 }),
    ]);

    // The next page's form, sent twice at once: one add.
    const secondKey = await onceOf(cookie);
    const twice = await Promise.all([
      postForm(form(secondKey), { cookie }),
      postForm(form(secondKey), { cookie }),
    ]);
    expect(twice.map(location)).toEqual([`${product}?cart=added#buy`, `${product}?cart=added#buy`]);
    expect(await cartOf(cookieOf(first)!)).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: 2 }),
    ]);

    // A first use that failed frees the key: its repeat tries again, and says why too. The same
    // page with another quantity (reopened from the history) adds; so does a form without a key
    // (the stock is at least 5).
    const thirdKey = await onceOf(cookie);
    const refused = await postForm(form(thirdKey, sku.stock + 1), { cookie });
    const kept = `${product}?cart=outOfStock.${sku.id}.${sku.stock + 1}#buy`;
    expect(location(refused)).toBe(kept);
    const again = await postForm(form(thirdKey, sku.stock + 1), { cookie });
    expect(location(again)).toBe(kept);
    await postForm(form(thirdKey), { cookie });
    await postForm(form(undefined), { cookie });
    await postForm(form('not-a-key'), { cookie });
    expect(await cartOf(cookieOf(first)!)).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: 5 }),
    ]);
  });

  it('a new visitor’s double click keeps the cart: the repeat sets the cookie the browser never saw', async () => {
    const sku = await sizeInStock();
    const product = `/sv/p/${sku.cat}/${sku.alias}`;
    const once = /name="once" value="([0-9a-f-]{36})"/.exec(
      await (await request(product)).text(),
    )![1]!;
    const form = {
      locale: 'sv',
      market: 'se',
      return: product,
      skuId: String(sku.id),
      quantity: '1',
      once,
    };
    // Both sent without a cart cookie, at once: one cart, and both answers name it.
    const [a, b] = await Promise.all([postForm(form), postForm(form)]);
    expect([location(a), location(b)]).toEqual([
      `${product}?cart=added#buy`,
      `${product}?cart=added#buy`,
    ]);
    expect(cookieOf(a)).toBeTruthy();
    expect(cookieOf(b)).toBe(cookieOf(a));
    expect(await cartOf(cookieOf(b)!)).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: 1 }),
    ]);
  });

  it('a first use cut off mid-way frees its key after the lease, not after the hour', async () => {
    const hub = hubOf(env as unknown as Bindings, onceHub(crypto.randomUUID()))!;
    const now = Date.now();
    expect(await hub.claimOnce(now)).toEqual({ state: 'first' });
    expect(await hub.claimOnce(now + 1_000)).toEqual({ state: 'pending' });
    expect(await hub.claimOnce(now + 31_000)).toEqual({ state: 'first' });
    await hub.settleOnce('cart-1');
    const settled = Date.now();
    // A double click's repeat gets the cart; one much later (or someone else's) only that it is done.
    expect(await hub.claimOnce(settled + 60_000)).toEqual({ state: 'done', cart: 'cart-1' });
    expect(await hub.claimOnce(settled + 3 * 60_000)).toEqual({ state: 'done', cart: '' });
    expect(await hub.claimOnce(settled + 40 * 60_000)).toEqual({ state: 'done', cart: '' });
  });

  it('without a size adds nothing and says so; more than the stock is refused; both in the page language', async () => {
    const sku = await sizeInStock();
    const product = `/en/p/${sku.cat}/${sku.alias}`;
    const noSize = await postForm({ locale: 'en', market: 'se', return: product, quantity: '1' });
    expect(location(noSize)).toBe(`${product}?cart=size#buy`);
    expect(cookieOf(noSize)).toBeUndefined();
    const tooMany = await postForm({
      locale: 'en',
      market: 'se',
      return: product,
      skuId: String(sku.id),
      quantity: String(sku.stock + 1),
    });
    // The size and quantity come back with the answer (no personal data: a SKU and a number).
    expect(location(tooMany)).toBe(`${product}?cart=outOfStock.${sku.id}.${sku.stock + 1}#buy`);
    const messageOf = async (result: string) =>
      /data-testid="add-to-cart-result">([^<]*)</.exec(
        await (await request(`${product}?cart=${result}`)).text(),
      )?.[1];
    expect(await messageOf('size')).toBe('You have to pick a size first');
    expect(await messageOf('outOfStock')).toBe('There are no more in stock');
    expect(await messageOf('failed')).toBe('The cart could not be updated. Please try again.');
    expect(await messageOf('whatever')).toBeUndefined();
    // More than the size has: how many are left (spec section 5), with the size and quantity kept.
    const refused = await (
      await request(`${product}?cart=outOfStock.${sku.id}.${sku.stock + 1}`)
    ).text();
    expect(/data-testid="add-to-cart-result">([^<]*)</.exec(refused)?.[1]).toBe(
      `Only ${sku.stock} left in stock`,
    );
    expect(refused).toContain(`<input type="radio" name="skuId" checked="" value="${sku.id}"/>`);
    expect(refused).toContain(`name="quantity" value="${sku.stock + 1}"`);
    expect(await messageOf(`quantity.${sku.id}`)).toBe(
      'The quantity must be a whole number, at least 1',
    );
    // Not chosen, the sizes are described by the message.
    expect(await (await request(`${product}?cart=size`)).text()).toContain(
      '<fieldset class="sizes" aria-describedby="buy-result">',
    );
  });

  it('refuses more of a SKU than a line holds (99), even with stock for it, and says so; /graphql too', async () => {
    const sku = (await db
      .prepare(
        `SELECT s.id, p.alias, c.alias AS cat FROM skus s
         JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
         WHERE s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock BETWEEN 5 AND 40
         ORDER BY s.id LIMIT 1`,
      )
      .first<{ id: number; alias: string; cat: string }>())!;
    // Always in stock (static stock, as 3 % of the demo catalogue): the stock would take 999.
    await db.prepare('UPDATE skus SET static_stock = 999 WHERE id = ?').bind(sku.id).run();
    const product = `/en/p/${sku.cat}/${sku.alias}`;
    const base = { locale: 'en', market: 'se', return: product, skuId: String(sku.id) };
    const res = await postForm({ ...base, quantity: '999' });
    expect(location(res)).toBe(`${product}?cart=quantity.${sku.id}.999#buy`);
    expect(cookieOf(res)).toBeUndefined();
    expect(
      /data-testid="add-to-cart-result">([^<]*)</.exec(
        await (await request(`${product}?cart=quantity.${sku.id}.999`)).text(),
      )?.[1],
    ).toBe('You can have at most 99 of an item in your cart');
    // The page script's add and a line's new quantity: refused alike, in the page's language.
    const graphql = (operationName: string, quantity: number, cookie = '') =>
      request('/graphql', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          operationName,
          variables: { skuId: sku.id, quantity },
          locale: 'sv',
          market: 'se',
        }),
      });
    const add = await graphql('addToCart', 999);
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual({
      errors: [{ message: 'Du kan ha högst 99 av en vara i varukorgen', code: 'BAD_REQUEST' }],
    });
    const added = await graphql('addToCart', 99);
    const cookie = `ralph-cart=${cookieOf(added)!}`;
    expect(added.status).toBe(200);
    const more = await graphql('updateCartItem', 100, cookie);
    expect(more.status).toBe(400);
    expect(((await more.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Du kan ha högst 99 av en vara i varukorgen',
    );
    // A line at 99 takes no more, by either way of adding; it stays at 99.
    const one = await graphql('addToCart', 1, cookie);
    expect(one.status).toBe(409);
    expect(await one.json()).toEqual({
      errors: [{ message: 'Du kan ha högst 99 av en vara i varukorgen', code: 'LINE_LIMIT' }],
    });
    const plain = await postForm({ ...base, quantity: '5' }, { cookie });
    expect(location(plain)).toBe(`${product}?cart=quantity.${sku.id}.5#buy`);
    expect(await cartOf(cookieOf(added)!)).toEqual([
      expect.objectContaining({ skuId: sku.id, quantity: 99 }),
    ]);
    const page = await (await request(`${product}?cart=quantity.${sku.id}.5`)).text();
    expect(/data-testid="add-to-cart-result">([^<]*)</.exec(page)?.[1]).toBe(
      'You can have at most 99 of an item in your cart',
    );
    expect(page).toContain('name="quantity" value="5"');
  });

  it('refuses a bad quantity, an unknown SKU, another origin and a body that is no form; never sends anyone to another site', async () => {
    const sku = await sizeInStock();
    const product = `/sv/p/${sku.cat}/${sku.alias}`;
    const base = { locale: 'sv', market: 'se', return: product, skuId: String(sku.id) };
    // A quantity that is no whole number from 1 is said to be one; the size stays chosen.
    for (const quantity of ['1.5', 'många', '0', '-2', ''])
      expect(location(await postForm({ ...base, quantity })), quantity).toBe(
        `${product}?cart=quantity.${sku.id}#buy`,
      );
    expect(
      /data-testid="add-to-cart-result">([^<]*)</.exec(
        await (await request(`${product}?cart=quantity.${sku.id}`)).text(),
      )?.[1],
    ).toBe('Antalet måste vara ett heltal, minst 1');
    expect(location(await postForm({ ...base, skuId: '2147483647', quantity: '1' }))).toBe(
      `${product}?cart=failed.2147483647#buy`,
    );
    for (const skuId of ['abc', '2147483648', '-1'])
      expect(location(await postForm({ ...base, skuId, quantity: '1' })), skuId).toBe(
        `${product}?cart=failed#buy`,
      );
    expect(
      (await postForm({ ...base, quantity: '1' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const json = await request('/cart/add', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ ...base, quantity: 1 }),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toBe(
      'Det du skickade kunde inte läsas. Ladda om sidan och försök igen.',
    );
    const away = await postForm({ ...base, quantity: '1', return: '//evil.example/x' });
    expect(location(away)).toBe('/?cart=added#buy');
  });

  it('a cookie naming a cart that is gone gets a new cart with the line, and the cookie follows', async () => {
    const sku = await sizeInStock();
    const product = `/sv/p/${sku.cat}/${sku.alias}`;
    const gone = '7d0e5a58-0000-4000-8000-000000000000';
    const res = await postForm(
      { locale: 'sv', market: 'se', return: product, skuId: String(sku.id), quantity: '1' },
      { cookie: `ralph-cart=${gone}` },
    );
    expect(location(res)).toBe(`${product}?cart=added#buy`);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie).not.toBe(gone);
    expect(await cartOf(cookie)).toEqual([expect.objectContaining({ skuId: sku.id, quantity: 1 })]);
  });
});
