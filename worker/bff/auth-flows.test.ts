import { afterEach, describe, expect, it, vi } from 'vitest';
import { deployedAt, location, request } from '../testing/app';
import {
  bodyOf,
  db,
  Jar,
  newEmail,
  postAuth,
  registeredCustomer,
  setCookiesOf,
} from '../testing/auth';
import { newCartCookie } from '../testing/cart';

const scope = { locale: 'en', market: 'se' };
const login = (jar: Jar, email: string, password: string, remember = true) =>
  postAuth('/auth/login', { email, password, remember, ...scope }, { jar });

async function cartOf(jar: Jar) {
  const res = await request('/graphql', {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/json', cookie: jar.header },
    body: JSON.stringify({ operationName: 'getCart', ...scope }),
  });
  return (await bodyOf(res)).data.cart as {
    promoCode: string | null;
    items: { skuId: number; quantity: number }[];
    summary: { total: { sellingIncVat: number } };
  };
}

async function addTo(jar: Jar, skuId: number, quantity: number) {
  return jar.take(
    await request('/graphql', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/json',
        cookie: jar.header,
      },
      body: JSON.stringify({
        operationName: 'addToCart',
        variables: { skuId, quantity },
        ...scope,
      }),
    }),
  );
}

const linesOf = async (jar: Jar) =>
  (await cartOf(jar)).items.map((i) => [i.skuId, i.quantity]).sort();

/**
 * A customer whose one logged-in device holds a shared cart (one of `a`), and a guest browser with a
 * cart of its own (two of `b`), not logged in yet; `both`: the lines once merged.
 */
async function sharedAndGuestCarts() {
  const account = await registeredCustomer();
  const { results } = await db()
    .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 20 ORDER BY id LIMIT 2')
    .all<{ id: number }>();
  const [a, b] = results.map((r) => r.id) as [number, number];
  const one = new Jar();
  await login(one, account.email, account.password);
  await addTo(one, a, 1);
  const guest = new Jar();
  await addTo(guest, b, 2);
  const both = [
    [a, 1],
    [b, 2],
  ].sort();
  return { account, one, guest, both };
}

afterEach(() => vi.restoreAllMocks());

describe('logout', () => {
  it('clears the login cookies, the customer type and the cart, and revokes the refresh token', async () => {
    const { jar } = await registeredCustomer({ customerType: 'ORGANIZATION' });
    jar.take(
      new Response(null, { headers: { 'set-cookie': (await newCartCookie()) + '; Path=/' } }),
    );
    const refresh = jar.values.get('ralph-auth')!;
    const res = await postAuth('/auth/logout', scope, { jar });
    expect(await bodyOf(res)).toEqual({ data: { ok: true } });
    const cleared = setCookiesOf(res);
    for (const name of [
      'apollo-token',
      'ralph-auth',
      'ralph-user',
      'ralph-user-maxage',
      'ralph-user-type',
      'ralph-cart',
    ])
      expect(cleared.get(name)?.maxAge, name).toBe(0);
    const replay = await postAuth(
      '/auth/refresh',
      {},
      { jar: new Jar({ 'ralph-auth': refresh, 'ralph-cart': 'a-shared-cart' }) },
    );
    expect(replay.status).toBe(401);
    // A refused session goes like a logout, cart included (it may be the customer's shared cart).
    expect(setCookiesOf(replay).get('ralph-cart')?.maxAge).toBe(0);
  });
});

describe('POST /auth/password', () => {
  const change = (jar: Jar, current: string, password: string, locale = 'en') =>
    postAuth(
      '/auth/password',
      { current, password, passwordConfirm: password, locale, market: 'se' },
      { jar },
    );

  it('changes the password, keeps this session and ends the others', async () => {
    const { email, password, jar } = await registeredCustomer();
    const other = new Jar();
    await login(other, email, password);
    const res = await change(jar, password, 'Nytt-losen-1');
    expect(await bodyOf(res)).toEqual({ data: { ok: true } });
    expect(setCookiesOf(res).get('ralph-auth')?.maxAge).toBe(604800);
    expect((await postAuth('/auth/refresh', {}, { jar })).status).toBe(200);
    expect((await postAuth('/auth/refresh', {}, { jar: other })).status).toBe(401);
    expect((await login(new Jar(), email, 'Nytt-losen-1')).status).toBe(200);
  });

  it('a wrong current password logs the customer out: 401 LOGGED_OUT with the text, cookies cleared', async () => {
    const { jar } = await registeredCustomer();
    const res = await change(jar, 'not-my-password', 'Nytt-losen-1');
    expect(res.status).toBe(401);
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message:
            'You entered the wrong password and have therefore been logged out for security reasons',
          code: 'LOGGED_OUT',
        },
      ],
    });
    expect(jar.values.has('apollo-token') || jar.values.has('ralph-auth')).toBe(false);
  });

  it('a cookie that only names an account cannot test or change its password', async () => {
    const { email, password } = await registeredCustomer();
    const forged = new Jar({ 'apollo-token': 'aaaa.bbbb', 'ralph-user': email });
    const res = await change(forged, password, 'Angriparens-1');
    expect(res.status).toBe(401);
    expect((await bodyOf(res)).errors[0].code).toBe('UNAUTHENTICATED');
    expect((await login(new Jar(), email, password)).status).toBe(200);
    expect((await login(new Jar(), email, 'Angriparens-1')).status).toBe(401);
  });

  it('not logged in: 401 UNAUTHENTICATED', async () => {
    const res = await change(new Jar(), 'whatever', 'Nytt-losen-1', 'sv');
    expect(res.status).toBe(401);
    expect((await bodyOf(res)).errors[0].code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  const mailTo = (email: string) =>
    db()
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(email)
      .first<{ body: string }>();

  it('answers the same for an address with and without an account; the link sets a new password once', async () => {
    const { email } = await registeredCustomer();
    const unknown = newEmail();
    const known = await postAuth('/auth/reset-request', { email, ...scope });
    const stranger = await postAuth('/auth/reset-request', { email: unknown, ...scope });
    expect([known.status, stranger.status]).toEqual([200, 200]);
    expect(await bodyOf(known)).toEqual(await bodyOf(stranger));
    expect(await mailTo(unknown)).toBeNull();
    const resetKey = /resetKey=([\w-]+)/.exec((await mailTo(email))!.body)![1]!;

    const commit = (password: string) =>
      postAuth('/auth/reset-commit', { resetKey, password, passwordConfirm: password, ...scope });
    expect(await bodyOf(await commit('Aterstallt-1'))).toEqual({ data: { ok: true } });
    expect((await login(new Jar(), email, 'Aterstallt-1')).status).toBe(200);
    const again = await commit('Aterstallt-2');
    expect(again.status).toBe(400);
    expect(await bodyOf(again)).toEqual({
      errors: [
        {
          message:
            'This password reset link has expired. To reset your password you need to request another password reset.',
          code: 'RESET_KEY_INVALID',
          field: 'resetKey',
        },
      ],
    });
  });

  const resetKeyOf = async (email: string) => {
    expect((await postAuth('/auth/reset-request', { email, ...scope })).status).toBe(200);
    return /resetKey=([\w-]+)/.exec((await mailTo(email))!.body)![1]!;
  };
  const commitWith = (resetKey: string, password: string) =>
    postAuth('/auth/reset-commit', { resetKey, password, passwordConfirm: password, ...scope });

  it('a password changed in the settings cancels the reset link mailed before', async () => {
    const { email, password, jar } = await registeredCustomer();
    const resetKey = await resetKeyOf(email);
    const changed = await postAuth(
      '/auth/password',
      { current: password, password: 'Nytt-losen-1', passwordConfirm: 'Nytt-losen-1', ...scope },
      { jar },
    );
    expect(await bodyOf(changed)).toEqual({ data: { ok: true } });
    const late = await commitWith(resetKey, 'Aterstallt-1');
    expect(late.status).toBe(400);
    expect((await bodyOf(late)).errors[0].code).toBe('RESET_KEY_INVALID');
    expect((await login(new Jar(), email, 'Aterstallt-1')).status).toBe(401);
    expect((await login(new Jar(), email, 'Nytt-losen-1')).status).toBe(200);
  });

  it('a completed reset cancels the other links still waiting', async () => {
    const { email } = await registeredCustomer();
    const first = await resetKeyOf(email);
    // Older than the interval between two mails, so that a second link is mailed.
    await db()
      .prepare(
        `UPDATE password_resets SET expires_at = expires_at - 600000
         WHERE customer_id = (SELECT id FROM customers WHERE email = ?)`,
      )
      .bind(email)
      .run();
    const second = await resetKeyOf(email);
    expect(second).not.toBe(first);
    expect(await bodyOf(await commitWith(second, 'Aterstallt-1'))).toEqual({ data: { ok: true } });
    expect((await commitWith(first, 'Aterstallt-2')).status).toBe(400);
    expect((await login(new Jar(), email, 'Aterstallt-2')).status).toBe(401);
    expect((await login(new Jar(), email, 'Aterstallt-1')).status).toBe(200);
  });

  it('mails the link on the configured origin, whatever Host the request came with', async () => {
    const { email } = await registeredCustomer();
    // A request that reached the Worker with a forged Host (and a matching Origin, so it is same-origin).
    const res = await postAuth(
      '/auth/reset-request',
      { email, ...scope },
      {
        base: 'https://attacker.example',
        overrides: deployedAt('https://www.shop.example'),
      },
    );
    expect(res.status).toBe(200);
    const body = (await mailTo(email))!.body;
    expect(body).toMatch(
      /^https:\/\/www\.shop\.example\/en\/account\/reset-password\?resetKey=[\w-]+$/m,
    );
    expect(body).not.toContain('attacker.example');
  });

  it('with markets in the path, the link leads back to the market it was asked from', async () => {
    const { email } = await registeredCustomer();
    const overrides = { ...deployedAt('https://www.shop.example'), MARKETS_IN_PATH: 'true' };
    const res = await postAuth(
      '/auth/reset-request',
      { email, locale: 'en', market: 'fi' },
      { origin: 'http://shop.test', overrides },
    );
    expect(res.status).toBe(200);
    expect((await mailTo(email))!.body).toMatch(
      /^https:\/\/www\.shop\.example\/fi\/en\/account\/reset-password\?resetKey=[\w-]+$/m,
    );
  });
});

describe('after login', () => {
  it('the guest cart is copied to an organisation account without its promotions, and the type follows the account', async () => {
    const account = await registeredCustomer({ customerType: 'ORGANIZATION' });
    const jar = new Jar();
    jar.take(
      new Response(null, { headers: { 'set-cookie': (await newCartCookie()) + '; Path=/' } }),
    );
    const guestId = jar.values.get('ralph-cart');
    await request('/graphql', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/json',
        cookie: jar.header,
      },
      body: JSON.stringify({
        operationName: 'setCartPromoCode',
        variables: { promoCode: 'SAVE10' },
        ...scope,
      }),
    });
    const guest = await cartOf(jar);
    expect(guest.promoCode).toBe('SAVE10');

    const res = await login(jar, account.email, account.password);
    expect(await bodyOf(res)).toEqual({
      data: { username: account.email, customerType: 'ORGANIZATION' },
    });
    expect(jar.values.get('ralph-user-type')).toBe('ORGANIZATION');
    expect(jar.values.get('ralph-cart')).not.toBe(guestId);
    const copy = await cartOf(jar);
    expect(copy.items.map((i) => [i.skuId, i.quantity])).toEqual(
      guest.items.map((i) => [i.skuId, i.quantity]),
    );
    expect(copy.promoCode).toBeNull();
    expect(copy.summary.total.sellingIncVat).toBeGreaterThan(guest.summary.total.sellingIncVat);
  });

  it('the customer’s shared cart is the browser’s as soon as it logs in, its guest cart merged in once', async () => {
    const { account, one, guest: two, both } = await sharedAndGuestCarts();
    // The guest logs in: its next page shows the shared cart, with the guest's line in it, before
    // any cart call.
    await login(two, account.email, account.password);
    expect(two.values.get('ralph-cart')).toBe(one.values.get('ralph-cart'));
    const page = await (await request('/en/checkout', { headers: { cookie: two.header } })).text();
    const state = JSON.parse(
      /<script type="application\/json" id="ralph-state">(.*?)<\/script>/.exec(page)![1]!,
    ) as {
      cart: { items: { skuId: number; quantity: number }[] };
    };
    expect(state.cart.items.map((i) => [i.skuId, i.quantity]).sort()).toEqual(both);
    // The checkout says so once; the device whose cart was the account's first said nothing.
    expect(page).toContain(
      'role="status">We have combined your cart with the one saved on your account.</p>',
    );
    expect(one.values.has('ralph-cart-notice')).toBe(false);
    // The merge happened once: a cart call after it finds the same lines.
    expect(await linesOf(two)).toEqual(both);
  });

  it('a line in both carts gets their sum capped at the stock, one over its stock keeps the saved quantity, and the next page says so once', async () => {
    const account = await registeredCustomer();
    const { results } = await db()
      .prepare(
        `SELECT id FROM skus WHERE oversellable = 0 AND static_stock = 0 AND in_stock BETWEEN 6 AND 20
         ORDER BY id DESC LIMIT 2`,
      )
      .all<{ id: number }>();
    const [m, n] = results.map((r) => r.id) as [number, number];
    const stock = (id: number, inStock: number) =>
      db().prepare('UPDATE skus SET in_stock = ? WHERE id = ?').bind(inStock, id).run();
    await stock(m, 3);
    const saved = new Jar();
    await login(saved, account.email, account.password);
    await addTo(saved, m, 2);
    await addTo(saved, n, 2);
    const guest = new Jar();
    await addTo(guest, m, 2);
    await addTo(guest, n, 1);
    // Sold down to 1 while the guest shopped: the saved 2 of n stay as they were.
    await stock(n, 1);
    await postAuth(
      '/auth/login',
      {
        email: account.email,
        password: account.password,
        remember: true,
        locale: 'sv',
        market: 'se',
      },
      { jar: guest },
    );
    expect(await linesOf(guest)).toEqual(
      [
        [m, 3],
        [n, 2],
      ].sort(),
    );
    const text =
      'Vi har lagt ihop varukorgen med den du sparat på kontot. Någon vara begränsades till det antal som går att beställa.';
    const first = guest.take(await request('/sv', { headers: { cookie: guest.header } }));
    expect(await first.text()).toContain(
      `<p class="account-notice message ok" role="status">${text}</p>`,
    );
    expect(
      await (await request('/sv', { headers: { cookie: guest.header } })).text(),
    ).not.toContain(text);
  });

  it('a line in both carts stops at 99 (README 206) however much is in stock, and the page says it was limited', async () => {
    const account = await registeredCustomer();
    const always = (await db()
      .prepare('SELECT id FROM skus WHERE static_stock > 0 ORDER BY id LIMIT 1')
      .first<{ id: number }>())!.id;
    const saved = new Jar();
    await login(saved, account.email, account.password);
    await addTo(saved, always, 60);
    const guest = new Jar();
    await addTo(guest, always, 60);
    await login(guest, account.email, account.password);
    expect(await linesOf(guest)).toEqual([[always, 99]]);
    const page = await (await request('/sv', { headers: { cookie: guest.header } })).text();
    expect(page).toContain('Någon vara begränsades till det antal som går att beställa.');
  });

  it('a login that could not join the shared cart merges its copy of the guest cart once, when a cart call joins it', async () => {
    const { account, one, guest, both } = await sharedAndGuestCarts();
    const [late, joined] = [
      new Jar(Object.fromEntries(guest.values)),
      new Jar(Object.fromEntries(guest.values)),
    ];
    // This login cannot reach the live objects (as when its token could not be verified in time).
    const unreachable = () => {
      throw new Error('live objects unreachable');
    };
    const LIVE = { idFromName: unreachable, get: unreachable } as unknown as DurableObjectNamespace;
    await postAuth(
      '/auth/login',
      { email: account.email, password: account.password, remember: true, ...scope },
      { jar: late, overrides: { LIVE } },
    );
    expect(late.values.get('ralph-cart-from')).toBe(
      `${late.values.get('ralph-cart')}.${guest.values.get('ralph-cart')}`,
    );
    // The other copy of the same guest cart joins at its login.
    await login(joined, account.email, account.password);
    expect(await linesOf(joined)).toEqual(both);
    // The late copy joins at its first cart call: the guest's lines are in the shared cart once.
    const res = late.take(
      await request('/graphql', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'application/json',
          cookie: late.header,
        },
        body: JSON.stringify({ operationName: 'getCart', ...scope }),
      }),
    );
    expect(res.status).toBe(200);
    expect(late.values.has('ralph-cart-from')).toBe(false);
    expect(await linesOf(late)).toEqual(both);
    expect(await linesOf(one)).toEqual(both);
  });

  it('two logins at once with one guest cart merge it once; a login over the shared cart’s own cookie merges nothing', async () => {
    const { account, one, guest, both } = await sharedAndGuestCarts();
    const tabs = [
      new Jar(Object.fromEntries(guest.values)),
      new Jar(Object.fromEntries(guest.values)),
    ];
    await Promise.all(tabs.map((tab) => login(tab, account.email, account.password)));
    expect(await linesOf(tabs[0]!)).toEqual(both);
    expect(await linesOf(one)).toEqual(both);

    // The login cookies gone, the shared cart's cookie left: logging in again copies it, and the copy
    // is the shared cart, not more of it.
    const left = new Jar({ 'ralph-cart': one.values.get('ralph-cart')! });
    await login(left, account.email, account.password);
    expect(left.values.get('ralph-cart')).toBe(one.values.get('ralph-cart'));
    expect(await linesOf(left)).toEqual(both);
  });

  it('a failing cart copy never fails the login', async () => {
    const { email, password } = await registeredCustomer();
    const jar = new Jar({ 'ralph-cart': 'no-such-cart-0000' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await login(jar, email, password);
    expect(res.status).toBe(200);
    expect(jar.values.get('ralph-cart')).toBe('no-such-cart-0000');
  });

  it('favorites of the browser and the account are merged into both', async () => {
    const { email, password } = await registeredCustomer();
    await db()
      .prepare('UPDATE customers SET metadata = ? WHERE email = ?')
      .bind(JSON.stringify({ favorites: [11, 12], note: 'kept' }), email)
      .run();
    const jar = new Jar({ 'ralph-favorites': '12,13' });
    await login(jar, email, password);
    expect(jar.values.get('ralph-favorites')).toBe('11,12,13');
    const row = await db()
      .prepare('SELECT metadata FROM customers WHERE email = ?')
      .bind(email)
      .first<{ metadata: string }>();
    expect(JSON.parse(row!.metadata)).toEqual({ favorites: [11, 12, 13], note: 'kept' });
  });
});

describe('without JavaScript (form posts)', () => {
  const form = (path: string, fields: Record<string, string>, jar = new Jar()) =>
    request(path, {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
        cookie: jar.header,
      },
      body: new URLSearchParams(fields).toString(),
    }).then((res) => jar.take(res));

  it('logs in and goes back with a notice; a refusal reopens the panel with its notice', async () => {
    const { email, password } = await registeredCustomer();
    const jar = new Jar();
    const ok = await form(
      '/auth/login',
      { email, password, remember: 'on', return: '/sv/some/page?x=1' },
      jar,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/sv/some/page?x=1&notice=auth.loggedIn');
    expect(jar.values.get('ralph-user-maxage')).toBe('604800');
    expect(jar.values.has('ralph-cart-notice')).toBe(false);
    const wrong = await form('/auth/login', {
      email,
      password: 'nope',
      return: '/en?action=login',
    });
    expect(wrong.headers.get('location')).toBe('/en?action=login&notice=auth.credentials');
    const invalid = await form('/auth/login', { email: 'nope', password: 'x', return: '/en' });
    expect(invalid.headers.get('location')).toBe('/en?action=login&notice=form.invalidEmail');
  });

  it('a login that merged the guest cart into the saved one says both in the line under the header', async () => {
    const { account, guest } = await sharedAndGuestCarts();
    const ok = await form(
      '/auth/login',
      { email: account.email, password: account.password, remember: 'on', return: '/en' },
      guest,
    );
    expect(ok.headers.get('location')).toBe('/en?notice=auth.loggedIn');
    const page = guest.take(
      await request('/en?notice=auth.loggedIn', { headers: { cookie: guest.header } }),
    );
    expect(await page.text()).toContain(
      '<p class="account-notice message ok" role="status">You have been logged in. We have combined your cart with the one saved on your account.</p>',
    );
    expect(guest.values.has('ralph-cart-notice')).toBe(false);
  });

  it('a refusal after a guarded page sent the visitor to the login: the login again, with its message', async () => {
    const { email } = await registeredCustomer();
    const cases = [
      ['/en/my-account/settings', '/en', 'Wrong email or password, please try again'],
      ['/sv/mina-sidor/ordrar', '/sv', 'Fel e-postadress eller lösenord, försök gärna igen'],
    ] as const;
    for (const [guarded, home, text] of cases) {
      const sent = await request(guarded);
      expect(sent.status).toBe(302);
      const panel = new URL(location(sent)!, 'http://shop.test');
      const wrong = await form('/auth/login', {
        email,
        password: 'inte-mitt',
        return: panel.searchParams.get('return')!,
      });
      expect(wrong.status).toBe(303);
      const back = await request(location(wrong)!);
      expect(back.status).toBe(302);
      const login = location(back)!;
      expect(login).toBe(
        `${home}?action=login&return=${encodeURIComponent(guarded)}&notice=auth.credentials`,
      );
      const html = await (await request(login)).text();
      expect(html, guarded).toContain(text);
    }
    // A refused account or reset request from that panel comes back to its own frame.
    const taken = await form('/auth/register', {
      email,
      password: 'Hemligt123',
      passwordConfirm: 'Hemligt123',
      customerType: 'PERSON',
      return: '/en/my-account/settings',
    });
    const again = await request(location(taken)!);
    expect(location(again)).toBe(
      `/en?action=create&return=${encodeURIComponent('/en/my-account/settings')}&notice=auth.alreadyExists`,
    );
  });

  it('a wrong current password: logged out, at the start page with the login and the security text', async () => {
    const { jar } = await registeredCustomer();
    const res = await form(
      '/auth/password',
      {
        current: 'not-mine',
        password: 'Nytt-losen-1',
        passwordConfirm: 'Nytt-losen-1',
        return: '/sv/mina-sidor/installningar',
      },
      jar,
    );
    expect(res.headers.get('location')).toBe('/sv?action=login&notice=auth.wrongPasswordLoggedOut');
    expect(jar.values.has('apollo-token') || jar.values.has('ralph-auth')).toBe(false);
  });

  it('a refused reset goes back to the reset page with its key; a used key asks for a new link', async () => {
    const { email } = await registeredCustomer();
    await postAuth('/auth/reset-request', { email, ...scope });
    const mail = await db()
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(email)
      .first<{ body: string }>();
    const resetKey = /resetKey=([\w-]+)/.exec(mail!.body)![1]!;
    const page = `/sv/account/reset-password?resetKey=${resetKey}`;
    const commit = (password: string, passwordConfirm: string) =>
      form('/auth/reset-commit', {
        resetKey,
        password,
        passwordConfirm,
        locale: 'sv',
        market: 'se',
        return: '/sv?action=login',
        retry: page,
      });
    for (const [password, confirm, notice] of [
      ['Nytt-losen-1', 'Nytt-losen-2', 'form.passwordMismatch'],
      ['kort', 'kort', 'form.passwordTooWeak'],
      ['', '', 'form.passwordRequired'],
    ] as const) {
      const res = await commit(password, confirm);
      expect(res.headers.get('location'), notice).toBe(`${page}&notice=${notice}`);
    }
    // The field names a path of this site only.
    const away = await form('/auth/reset-commit', {
      resetKey,
      password: 'Nytt-losen-1',
      passwordConfirm: 'Nytt-losen-2',
      locale: 'sv',
      market: 'se',
      return: '/sv?action=login',
      retry: '//evil.example/steal',
    });
    expect(away.headers.get('location')).toBe('/?notice=form.passwordMismatch');
    const done = await commit('Nytt-losen-1', 'Nytt-losen-1');
    expect(done.headers.get('location')).toBe('/sv?action=login&notice=auth.passwordChanged');
    const used = await commit('Nytt-losen-3', 'Nytt-losen-3');
    expect(used.headers.get('location')).toBe('/sv?action=reset&notice=auth.resetKeyInvalid');
    // The page shows the refusal under the header, and the form again with the key.
    const html = await (await request(`${page}&notice=form.passwordMismatch`)).text();
    expect(html).toContain('Lösenorden matchar inte');
    expect(html).toContain(`name="resetKey" value="${resetKey}"`);
  });

  it('goes back only to a path of this site', async () => {
    for (const back of ['//evil.example/steal', '/.//evil.example', '/a/..//evil.example']) {
      const res = await form('/auth/logout', { return: back });
      expect(res.headers.get('location'), back).toBe('/?notice=auth.loggedOut');
    }
  });
});

describe('no token or refresh token outside the HttpOnly cookies', () => {
  it('not in the page, in a cookie scripts can read, or in a log line', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation((...args) => void lines.push(args.join(' ')));
    const { email, password } = await registeredCustomer();
    const jar = new Jar();
    const res = await login(jar, email, password);
    const secrets = [jar.values.get('apollo-token')!, jar.values.get('ralph-auth')!];
    const readable: string[] = [];
    const html: string[] = [await res.text()];
    // A page that refreshes first (no token cookie), a failed login, and a logout.
    jar.values.delete('apollo-token');
    const page = await request('/en/my-account/orders', { headers: { cookie: jar.header } });
    html.push(await page.text());
    for (const r of [res, page])
      for (const c of setCookiesOf(r).values()) if (!c.httpOnly) readable.push(c.raw);
    jar.take(page);
    secrets.push(jar.values.get('apollo-token')!, jar.values.get('ralph-auth')!);
    await login(new Jar(), email, 'wrong-password');
    await postAuth('/auth/logout', scope, { jar });
    expect(secrets.every(Boolean)).toBe(true);
    for (const secret of secrets) {
      for (const text of [...html, ...readable, ...lines]) expect(text).not.toContain(secret);
      expect(secret.length).toBeGreaterThan(20);
    }
  });
});
