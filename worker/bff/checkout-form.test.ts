import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { location, openConfirmation, request } from '../testing/app';
import { setCookiesOf } from '../testing/auth';
import { addToCart, newCartCookie } from '../testing/cart';
import { ANNA_CHECKOUT } from '../testing/checkout-form';
import { testCompanyUser } from '../testing/customer';

const form = (cookie: string, fields: Record<string, string>, origin = 'http://shop.test') =>
  request('/en/checkout', {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ return: '/en/checkout', ...fields }).toString(),
  });

const ANNA = { ...ANNA_CHECKOUT, email: 'anna.svensson@example.se' };

describe('the checkout form, posted to its page (works without JavaScript)', () => {
  it('is refused from another origin', async () => {
    const res = await form(await newCartCookie(), { intent: 'update' }, 'https://evil.test');
    expect(res.status).toBe(403);
  });

  it('answers the page again with each message at its field and what was typed, escaped', async () => {
    const res = await form(await newCartCookie(), {
      ...ANNA,
      firstName: '<script>alert(1)</script>',
      email: 'anna@',
      termsAccepted: '',
      intent: 'place',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Make sure all fields are valid before you place your order');
    expect(html).toMatch(/id="checkout-email-error"[^>]*>You have to enter a valid email/);
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="checkout-email-error"/);
    expect(html).toContain('You have to accept the terms of purchase');
    expect(html).toContain('value="Storgatan 1"');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('places no order for a cart the page did not show: changed in another tab, the page again with the cart as it is now', async () => {
    const cookie = await newCartCookie();
    const attemptOf = async () => {
      const html = await (await request('/en/checkout', { headers: { cookie } })).text();
      return /name="attemptId" value="([\w-]+)"/.exec(html)![1]!;
    };
    const shown = await attemptOf();
    expect(shown).toMatch(/^[\w-]{36}_[0-9a-f]{8}$/);
    // Another tab adds a product.
    const other = (await (env as unknown as { DB: D1Database }).DB.prepare(
      'SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 ORDER BY id DESC LIMIT 1',
    ).first<{ id: number }>())!;
    expect((await addToCart(other.id, cookie)).status).toBe(200);
    const orders = () =>
      (env as unknown as { DB: D1Database }).DB.prepare(
        'SELECT COUNT(*) AS n FROM orders',
      ).first<number>('n');
    const before = await orders();
    const refused = await form(cookie, { ...ANNA, intent: 'place', attemptId: shown });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain('Your cart was changed in another tab or on another device.');
    expect(html.match(/class="checkout-line"/g)).toHaveLength(2);
    expect(html).toContain('value="Storgatan 1"');
    expect(await orders()).toBe(before);
    // The page that answered shows the cart as it is: its attempt places the order.
    const now = /name="attemptId" value="([\w-]+)"/.exec(html)![1]!;
    expect(now.split('_')[0]).toBe(shown.split('_')[0]);
    expect(now).not.toBe(shown);
    const placed = await form(cookie, { ...ANNA, intent: 'place', attemptId: now });
    expect(location(placed)).toBe('/en/checkout/confirmation');
    expect(await orders()).toBe(before! + 1);
  });

  it('places no order as a private person that a page showed as a business: "Shop as" changed in another tab', async () => {
    const cookie = await newCartCookie();
    const orders = () =>
      (env as unknown as { DB: D1Database }).DB.prepare(
        'SELECT COUNT(*) AS n FROM orders',
      ).first<number>('n');
    const before = await orders();
    // The page was shown to a business; the header in another tab switched back to private.
    const business = {
      ...ANNA,
      customerType: 'ORGANIZATION',
      company: 'Testbolaget AB',
      organizationId: '556036-0793',
      identityNumber: '',
    };
    const refused = await form(cookie, {
      ...business,
      intent: 'place',
      attemptId: crypto.randomUUID(),
    });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain('You switched between private person and business in another tab.');
    expect(html).toContain('value="Testbolaget AB"');
    expect(await orders()).toBe(before);
  });

  it('"Show shipping options" without JavaScript says a postcode not written as Sweden writes them at its field', async () => {
    const res = await form(await newCartCookie(), { ...ANNA, zip: '12', intent: 'update' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="checkout-zip-error"[^>]*>You have to enter a valid postal code/);
    const fine = await form(await newCartCookie(), { ...ANNA, intent: 'update' });
    expect(fine.status).toBe(200);
  });

  it('"Complete order" before the postcode\'s options were shown says they are shown now, not "choose shipping" beside one chosen', async () => {
    const { shippingId: _none, ...typed } = ANNA;
    const res = await form(await newCartCookie(), { ...typed, intent: 'place' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/name="shippingId"[^>]*checked=""|checked=""[^>]*name="shippingId"/);
    expect(html).toMatch(
      /id="checkout-shippingId-error"[^>]*>The shipping options for your postal code are shown now\. Check the shipping and place your order again\./,
    );
    expect(html).not.toContain('Choose a shipping option');
    // No postcode given, no options to show: "choose shipping" it is.
    const none = await form(await newCartCookie(), { ...typed, zip: '', intent: 'place' });
    expect(await none.text()).toMatch(
      /id="checkout-shippingId-error"[^>]*>Choose a shipping option/,
    );
  });

  it('places an invoice order once: 303 to the confirmation, its public id in an HttpOnly cookie and not in the URL; the same attempt again gives the same order', async () => {
    const cookie = await newCartCookie();
    const fields = { ...ANNA, intent: 'place', attemptId: crypto.randomUUID() };
    const placed = await form(cookie, fields);
    expect(placed.status).toBe(303);
    expect(location(placed)).toBe('/en/checkout/confirmation');
    const order = setCookiesOf(placed).get('ralph-order')!;
    expect(order.value).toMatch(/^[\w-]{8,64}$/);
    expect(order).toMatchObject({ httpOnly: true, maxAge: 3600, sameSite: 'Lax' });
    const repeated = await form(cookie, fields);
    expect(location(repeated)).toBe('/en/checkout/confirmation');
    expect(setCookiesOf(repeated).get('ralph-order')?.value).toBe(order.value);

    const mine = `ralph-order=${order.value}`;
    const page = await request('/en/checkout/confirmation', {
      headers: { cookie: `${cookie}; ${mine}` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('set-cookie')).toMatch(/ralph-cart=;[^,]*Max-Age=0/);
    const html = await page.text();
    expect(html).toContain('Thank you for your order!');
    expect(html).toContain('Storgatan 1');
    expect(html).not.toContain('121212');
    // The id is nowhere a page view, a link or the language switch could pass on.
    expect(html).not.toContain(order.value);
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/en/checkout/confirmation"/>',
    );
    expect(html).toContain('hrefLang="sv" href="http://shop.test/sv/kassan/bekraftelse"');
    // Reading it again places nothing and shows the same order.
    const again = await (
      await request('/en/checkout/confirmation', { headers: { cookie: mine } })
    ).text();
    expect(again.match(/Order number \d+/)?.[0]).toBe(html.match(/Order number \d+/)?.[0]);
    // The way back from a payment provider (or a link kept from before): the id leaves the URL at once.
    const link = await request(`/sv/kassan/bekraftelse?order=${order.value}`);
    expect(link.status).toBe(303);
    expect(location(link)).toBe('/sv/kassan/bekraftelse');
    expect(setCookiesOf(link).get('ralph-order')?.value).toBe(order.value);
    expect(link.headers.get('cache-control')).toBe('private, no-store');
    // Without the cookie the bare path shows no order.
    expect((await request('/en/checkout/confirmation')).status).toBe(404);
    // Back to the checkout (its cart is gone): it says the order was placed, and links to it.
    const back = await (await request('/en/checkout', { headers: { cookie: mine } })).text();
    expect(back).toContain(
      'Your order has been placed and the cart emptied.<!-- --> <a href="/en/checkout/confirmation">See the order confirmation</a>',
    );
    const empty = await (await request('/sv/kassan')).text();
    expect(empty).toContain('Din varukorg är tom');
    expect(empty).not.toContain('Din beställning är lagd');
  });

  it('an organisation’s confirmation shows the total without VAT and the VAT on top of it', async () => {
    const org = `${await newCartCookie()}; ralph-user-type=ORGANIZATION`;
    const placed = await form(org, {
      ...ANNA,
      customerType: 'ORGANIZATION',
      company: 'Ralph Testbolag AB',
      organizationId: '556036-0793',
      identityNumber: '',
      intent: 'place',
      attemptId: crypto.randomUUID(),
    });
    expect(placed.status).toBe(303);
    const order = setCookiesOf(placed).get('ralph-order')!.value;
    const html = await (
      await request(location(placed)!, { headers: { cookie: `${org}; ralph-order=${order}` } })
    ).text();
    expect(html).toContain('<dt>Total amount ex. VAT</dt>');
    expect(html).toContain('<dt>VAT</dt>');
    expect(html).not.toContain('Of which VAT');
    const person = await (
      await request(location(placed)!, { headers: { cookie: `ralph-order=${order}` } })
    ).text();
    expect(person).toContain('<dt>Of which VAT</dt>');
  });

  it('the purchase event’s hashed e-mail goes to that order’s confirmation only', async () => {
    const placed = await form(await newCartCookie(), {
      ...ANNA,
      intent: 'place',
      attemptId: crypto.randomUUID(),
    });
    const remembered = /ralph-purchase-email=([^;]+)/.exec(placed.headers.get('set-cookie')!)![1]!;
    // SHA-256 of 'anna.svensson@example.se' (research 6.3's vector), bound to the order placed.
    const hash = '7ad5bc19170b296897d92d2934bcccfa8c7ad4de35e013232b5be647d55778b6';
    const placedOrder = setCookiesOf(placed).get('ralph-order')!.value;
    expect(remembered).toBe(`${placedOrder}.${hash}`);
    const own = await request(location(placed)!, {
      headers: { cookie: `ralph-purchase-email=${remembered}; ralph-order=${placedOrder}` },
    });
    expect(await own.text()).toContain(hash);
    // Another order's confirmation opened in the same browser within the hour: not this e-mail.
    const other = await form(await newCartCookie(), {
      ...ANNA,
      email: 'someone.else@example.se',
      intent: 'place',
      attemptId: crypto.randomUUID(),
    });
    const otherOrder = setCookiesOf(other).get('ralph-order')!.value;
    const page = await request(location(other)!, {
      headers: { cookie: `ralph-purchase-email=${remembered}; ralph-order=${otherOrder}` },
    });
    expect(await page.text()).not.toContain(hash);
  });

  it('a line’s −, + or removal, or a promo code, answers the page with the focus where the shopper was', async () => {
    const cookie = await newCartCookie();
    const sku = /data-sku="(\d+)"/.exec(
      await (await form(cookie, { intent: 'update' })).text(),
    )![1];
    // The one element the page asks the browser to focus (the server renders it; so without scripts too).
    const focused = async (fields: Record<string, string>) => {
      const html = await (await form(cookie, fields)).text();
      return [...html.matchAll(/<[^>]*\bautofocus[^>]*>/g)].map((m) => m[0]);
    };
    expect(await focused({ intent: `more:${sku}:2` })).toEqual([
      expect.stringContaining(`value="more:${sku}:3"`),
    ]);
    expect(await focused({ intent: `less:${sku}:1` })).toEqual([
      // − is disabled at one: its neighbour +.
      expect.stringContaining(`value="more:${sku}:2"`),
    ]);
    expect(await focused({ intent: 'promo', promoCode: 'save10' })).toEqual([
      expect.stringContaining('value="promo-remove"'),
    ]);
    expect(await focused({ intent: 'promo-remove' })).toEqual([
      expect.stringContaining('name="promoCode"'),
    ]);
    expect(await focused({ intent: 'customerType:ORGANIZATION' })).toEqual([
      expect.stringContaining('value="customerType:ORGANIZATION"'),
    ]);
    expect(await focused({ intent: 'market', checkoutMarket: 'fi' })).toEqual([
      expect.stringContaining('id="checkout-checkoutMarket"'),
    ]);
    // A removal: the news of it, or where the last line went, the news that the cart is empty.
    const second = await (env as unknown as { DB: D1Database }).DB.prepare(
      'SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 AND id > ? LIMIT 1',
    )
      .bind(Number(sku))
      .first<{ id: number }>();
    expect((await addToCart(second!.id, cookie)).status).toBe(200);
    const { name } = (await (env as unknown as { DB: D1Database }).DB.prepare(
      'SELECT p.name_en AS name FROM skus s JOIN products p ON p.id = s.product_id WHERE s.id = ?',
    )
      .bind(Number(sku))
      .first<{ name: string }>())!;
    const removal = await (await form(cookie, { intent: `remove:${sku}` })).text();
    expect([...removal.matchAll(/<[^>]*\bautofocus[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringMatching(/^<p class="message ok" role="status" tabindex="-1"/),
    ]);
    // The news names what went.
    expect(removal).toContain(`>${name} was removed from your cart</p>`);
    expect(await focused({ intent: `remove:${second!.id}` })).toEqual([
      expect.stringMatching(/^<p tabindex="-1"/),
    ]);
  });

  it("− and + count from the cart as it is now: a page from before another tab's change neither drops nor adds more than one", async () => {
    const cookie = await newCartCookie();
    const db = (env as unknown as { DB: D1Database }).DB;
    const sku = /data-sku="(\d+)"/.exec(
      await (await form(cookie, { intent: 'update' })).text(),
    )![1];
    /** The quantity the answering page shows, read from its + button. */
    const shown = async (intent: string) => {
      const res = await form(cookie, { intent });
      const next = new RegExp(`value="more:${sku}:(\\d+)"`).exec(await res.text())?.[1];
      return [res.status, Number(next) - 1];
    };
    expect(await shown(`qty:${sku}:4`)).toEqual([200, 4]);
    // The page showed 2 (another tab has added two since): + is one more than 4, − one less.
    expect(await shown(`more:${sku}:3`)).toEqual([200, 5]);
    expect(await shown(`less:${sku}:1`)).toEqual([200, 4]);
    // Only 1 left of a line of 4: − lowers it to what is left (it was refused as out of stock).
    const { in_stock } = (await db
      .prepare('SELECT in_stock FROM skus WHERE id = ?')
      .bind(Number(sku))
      .first<{ in_stock: number }>())!;
    await db.prepare('UPDATE skus SET in_stock = 1 WHERE id = ?').bind(Number(sku)).run();
    try {
      expect(await shown(`less:${sku}:3`)).toEqual([200, 1]);
    } finally {
      await db
        .prepare('UPDATE skus SET in_stock = ? WHERE id = ?')
        .bind(in_stock, Number(sku))
        .run();
    }
  });

  it('a promo code refused upstream comes back at its field (422)', async () => {
    const res = await form(await newCartCookie(), { ...ANNA, promoCode: 'NOPE', intent: 'promo' });
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/id="checkout-promoCode-error"[^>]*>This code is not valid/);
  });

  it('a promo code the cart has fallen under the minimum of is not called active (MINUS100: 100 kr from 500 kr)', async () => {
    const db = (env as unknown as { DB: D1Database }).DB;
    // A plain SKU of 150–200 kr in no campaign: three are 450–600 kr, one is under 500 kr.
    const sku = (await db
      .prepare(
        `SELECT s.id FROM skus s JOIN prices p ON p.product_id = s.product_id AND p.currency = 'SEK'
         WHERE s.oversellable = 0 AND s.in_stock > 10 AND p.selling BETWEEN 17000 AND 19900
           AND p.selling = p.regular
           AND s.product_id NOT IN (SELECT product_id FROM product_campaigns)
         ORDER BY s.id LIMIT 1`,
      )
      .first<{ id: number }>())!;
    const cookie = /ralph-cart=[^;]+/.exec(
      (await addToCart(sku.id)).headers.get('set-cookie') ?? '',
    )![0];
    await form(cookie, { intent: `qty:${sku.id}:3` });
    const active = await form(cookie, { promoCode: 'MINUS100', intent: 'promo' });
    expect(await active.text()).toContain('The code MINUS100 is active');
    const under = await form(cookie, { intent: `less:${sku.id}:1` });
    const html = await under.text();
    expect(html).toContain(
      'The code MINUS100 is valid but needs a bigger order to give its discount',
    );
    expect(html).not.toContain('is active');
  });

  it('Shop as and the country are kept in their cookies and the page answers in their prices', async () => {
    const cookie = await newCartCookie();
    const business = await form(cookie, { ...ANNA, intent: 'customerType:ORGANIZATION' });
    expect(business.status).toBe(200);
    expect(business.headers.get('set-cookie')).toContain('ralph-user-type=ORGANIZATION');
    expect(await business.text()).toContain('Total amount ex. VAT');
    const finland = await form(cookie, { ...ANNA, checkoutMarket: 'fi', intent: 'market' });
    expect(finland.headers.get('set-cookie')).toContain('ralph-checkout-market=fi');
    const html = await finland.text();
    expect(html).toContain('The address must be located in Finland');
    expect(html).toContain('value="Storgatan 1"');
    expect(html).toMatch(/€/);
  });

  it('Shop as there and back keeps the personal ID, the company and the organisation number', async () => {
    const cookie = await newCartCookie();
    /** 'hidden' or 'shown' for the field's paragraph; null when the page has no such field. */
    const kept = (html: string, name: string) => {
      const p = new RegExp(`<p class="field[^"]*"( hidden="")?><label for="checkout-${name}"`).exec(
        html,
      );
      return p ? (p[1] ? 'hidden' : 'shown') : null;
    };
    const business = await (
      await form(cookie, {
        ...ANNA,
        paymentMethod: 'invoice',
        identityNumber: '121212-1212',
        intent: 'customerType:ORGANIZATION',
      })
    ).text();
    expect(business).toMatch(/id="checkout-identityNumber"[^>]*value="121212-1212"/);
    expect(kept(business, 'identityNumber')).toBe('hidden');
    expect(kept(business, 'company')).toBe('shown');
    expect(kept(business, 'organizationId')).toBe('shown');
    const person = await (
      await form(cookie, {
        ...ANNA,
        paymentMethod: 'invoice',
        identityNumber: '121212-1212',
        company: 'Acme AB',
        organizationId: '556091-2148',
        intent: 'customerType:PERSON',
      })
    ).text();
    expect(kept(person, 'identityNumber')).toBe('shown');
    expect(kept(person, 'company')).toBe('hidden');
    expect(kept(person, 'organizationId')).toBe('hidden');
    expect(person).toMatch(/id="checkout-company"[^>]*value="Acme AB"/);
    expect(person).toMatch(/id="checkout-organizationId"[^>]*value="556091-2148"/);
    // Hidden, they are never required: the browser would refuse to send the form for them.
    expect(person).not.toMatch(/id="checkout-(company|organizationId)"[^>]*required/);
    expect(business).not.toMatch(/id="checkout-identityNumber"[^>]*required/);
  });

  it('a user of a company account cannot shop as a private person: told so, prices stay without VAT', async () => {
    const user = await testCompanyUser();
    const cookie = `${await newCartCookie()}; ${user.cookie}`;
    const res = await form(cookie, {
      ...ANNA,
      customerType: 'ORGANIZATION',
      company: 'Typbolaget',
      intent: 'customerType:PERSON',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('ralph-user-type=PERSON');
    const html = await res.text();
    expect(html).toContain('As a user of a company account you always shop as a business.');
    expect(html).toMatch(/value="customerType:ORGANIZATION"[^>]*aria-pressed="true"/);
    expect(html).toMatch(/id="checkout-company"[^>]*value="Typbolaget"/);
  });

  it('a hosted payment keeps the message and the newsletter choice for a return without an order; the next post forgets them', async () => {
    const cart = await newCartCookie();
    // The heaviest message the form takes: 500 characters of three bytes each in UTF-8.
    const message = '中'.repeat(500);
    const fields = {
      ...ANNA,
      paymentMethod: 'card',
      identityNumber: '',
      message,
      newsletter: 'on',
    };
    const placed = await form(cart, { ...fields, intent: 'place', attemptId: crypto.randomUUID() });
    expect(placed.status).toBe(303);
    expect(location(placed)).toMatch(/\/_commerce\/pay\/card\//);
    const kept = setCookiesOf(placed).get('ralph-checkout-extras')!;
    expect(kept).toMatchObject({ httpOnly: true, maxAge: 3600 });
    // Sent back with the checkout's own path only, where the form posts and the payment returns.
    expect(kept.raw).toMatch(/; Path=\/en\/checkout(;|$)/);
    expect(kept.raw.length).toBeLessThan(4096);
    const back = await request('/en/checkout', {
      headers: { cookie: `${cart}; ralph-checkout-extras=${kept.value}` },
    });
    const html = await back.text();
    expect(html).toMatch(new RegExp(`name="message"[^>]*value="${message}"`));
    expect(html).toMatch(/<input[^>]*name="newsletter"[^>]*checked=""/);
    // Not one of ours (edited, or cut short): the checkout shows what the backend remembers only.
    const edited = await request('/en/checkout', {
      headers: { cookie: `${cart}; ralph-checkout-extras=${kept.value.slice(0, -8)}` },
    });
    const plain = await edited.text();
    expect(plain).toContain('value="Storgatan 1"');
    expect(plain).toMatch(/name="message"[^>]*value=""/);
    // Any later post of the form is what the shopper wants now (the box unticked, the message
    // cleared): what was kept for the return goes, and a reload cannot bring it back.
    const changed = await form(`${cart}; ralph-checkout-extras=${kept.value}`, {
      ...ANNA,
      intent: 'update',
    });
    expect(changed.status).toBe(200);
    expect(setCookiesOf(changed).get('ralph-checkout-extras')).toMatchObject({ maxAge: 0 });
    expect(setCookiesOf(changed).get('ralph-checkout-extras')!.raw).toMatch(
      /; Path=\/en\/checkout(;|$)/,
    );
    // A message JSON must escape (control characters, six bytes each) would outgrow a cookie: none.
    const heavy = await form(cart, {
      ...fields,
      message: '\u0001'.repeat(500),
      intent: 'place',
      attemptId: crypto.randomUUID(),
    });
    expect(location(heavy)).toMatch(/\/_commerce\/pay\/card\//);
    expect(setCookiesOf(heavy).has('ralph-checkout-extras')).toBe(false);
  });

  it('a form with a file or an odd field name is refused (400)', async () => {
    const res = await request('/en/checkout', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        cookie: await newCartCookie(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'intent=update&bad%20name=1',
    });
    expect(res.status).toBe(400);
  });

  it('an unknown order id is a 404', async () => {
    const res = await openConfirmation(`/en/checkout/confirmation?order=${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
  });
});

describe('POST /checkout/quote', () => {
  it('prices the cart for the postcode, without the cart id', async () => {
    const cookie = await newCartCookie();
    const res = await request('/checkout/quote', {
      method: 'POST',
      headers: { origin: 'http://shop.test', cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        customerType: 'PERSON',
        zip: '97231',
        country: 'SE',
        shippingId: '',
        paymentMethod: 'card',
        locale: 'en',
        market: 'se',
      }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { checkout: Record<string, unknown> } };
    expect(data.checkout).toMatchObject({ shipping: 'ok' });
    expect(JSON.stringify(data)).not.toContain(cookie.split('=')[1]!);
  });
});
