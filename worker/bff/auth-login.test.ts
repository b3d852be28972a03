import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  db,
  freshWindow,
  LIMIT_TEST_TIMEOUT,
  newEmail,
  newIp,
  postAuth,
  registeredCustomer,
  setCookiesOf,
} from '../testing/auth';

import { location, request } from '../testing/app';

const LOGIN_COOKIES = ['apollo-token', 'ralph-auth', 'ralph-user', 'ralph-user-maxage'];

const login = (email: string, password: string, remember: boolean, locale = 'en', o = {}) =>
  postAuth('/auth/login', { email, password, remember, locale, market: 'se' }, o);

async function sessionMinutesOf(refreshToken: string) {
  const hash = [
    ...new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken)),
    ),
  ]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return db()
    .prepare('SELECT session_minutes FROM refresh_tokens WHERE token_hash = ?')
    .bind(hash)
    .first<{ session_minutes: number | null }>();
}

afterEach(() => vi.restoreAllMocks());

describe('POST /auth/login', () => {
  it('sets the four login cookies, HttpOnly and Lax, for a week with remember me', async () => {
    const { email, password } = await registeredCustomer();
    const res = await login(email, password, true);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await bodyOf(res)).toEqual({ data: { username: email, customerType: 'PERSON' } });
    const cookies = setCookiesOf(res);
    for (const name of LOGIN_COOKIES) {
      const cookie = cookies.get(name)!;
      expect(cookie, name).toBeDefined();
      expect([cookie.httpOnly, cookie.sameSite, cookie.secure], name).toEqual([true, 'Lax', false]);
    }
    // The access token lives as long as the service says (900 s); the rest a week.
    expect(cookies.get('apollo-token')!.maxAge).toBe(900);
    expect(cookies.get('ralph-auth')!.maxAge).toBe(604800);
    expect(cookies.get('ralph-user')).toMatchObject({ value: email, maxAge: 604800 });
    expect(cookies.get('ralph-user-maxage')).toMatchObject({ value: '604800', maxAge: 604800 });
    expect(cookies.get('ralph-user-type')).toMatchObject({ value: 'PERSON', httpOnly: false });
    expect(await sessionMinutesOf(cookies.get('ralph-auth')!.value)).toEqual({
      session_minutes: null,
    });
  });

  it('without remember me: 1800 s cookies and sessionLifetime 30 for the auth service', async () => {
    const { email, password } = await registeredCustomer();
    const cookies = setCookiesOf(await login(email, password, false));
    expect(cookies.get('ralph-auth')!.maxAge).toBe(1800);
    expect(cookies.get('ralph-user')!.maxAge).toBe(1800);
    expect(cookies.get('ralph-user-maxage')).toMatchObject({ value: '1800', maxAge: 1800 });
    expect(await sessionMinutesOf(cookies.get('ralph-auth')!.value)).toEqual({
      session_minutes: 30,
    });
  });

  it('marks every login cookie Secure over https', async () => {
    const { email, password } = await registeredCustomer();
    const cookies = setCookiesOf(
      await login(email, password, true, 'en', { base: 'https://shop.test' }),
    );
    for (const name of LOGIN_COOKIES) expect(cookies.get(name)!.secure, name).toBe(true);
  });

  it('a wrong password gets the research note text in en and sv, and no cookie', async () => {
    const { email } = await registeredCustomer();
    const en = await login(email, 'wrong-password', true);
    expect(en.status).toBe(401);
    expect(await bodyOf(en)).toEqual({
      errors: [
        { message: 'Wrong email or password, please try again', code: 'INVALID_CREDENTIALS' },
      ],
    });
    expect(setCookiesOf(en).has('apollo-token')).toBe(false);
    const sv = await login(email, 'wrong-password', true, 'sv');
    expect((await bodyOf(sv)).errors[0].message).toBe(
      'Fel e-postadress eller lösenord, försök gärna igen',
    );
    // An unknown address reads the same.
    const unknown = await login(newEmail(), 'whatever1', true);
    expect([unknown.status, (await bodyOf(unknown)).errors[0].code]).toEqual([
      401,
      'INVALID_CREDENTIALS',
    ]);
  });

  it('invalid fields: 400 per field with the texts', async () => {
    const res = await postAuth('/auth/login', {
      email: 'nope',
      password: '',
      remember: true,
      locale: 'en',
    });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).errors).toEqual([
      { field: 'email', code: 'INVALID_INPUT', message: 'You have to enter a valid email' },
      { field: 'password', code: 'INVALID_INPUT', message: 'You have to enter a password' },
    ]);
  });

  it('refuses a cross-origin post (403) before anything else', async () => {
    const res = await postAuth(
      '/auth/login',
      { email: 'a@b.se', password: 'x', remember: true },
      {
        origin: 'https://evil.test',
      },
    );
    expect(res.status).toBe(403);
    expect((await bodyOf(res)).errors[0].code).toBe('FORBIDDEN');
  });

  it('without an endpoint that can verify identities: logged, the shopper sees the generic text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postAuth(
      '/auth/login',
      { email: newEmail(), password: 'whatever1', remember: true, locale: 'en', market: 'se' },
      { overrides: { COMMERCE_API_URL: 'https://api.example.test/graphql' } },
    );
    expect(res.status).toBe(502);
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message: 'Something went wrong. Try again and contact customer service if it persists',
          code: 'IDENTITY_UNAVAILABLE',
        },
      ],
    });
    expect(logged.mock.calls.flat().join('\n')).toContain(
      'An endpoint that can verify identities is required',
    );
  });

  it('an auth service that fails: the generic text, the failure logged without secrets', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      new Request(input, init).url.startsWith('https://auth.down.test/')
        ? Promise.resolve(new Response('upstream broke', { status: 503 }))
        : realFetch(input, init),
    );
    const res = await postAuth(
      '/auth/login',
      { email: newEmail(), password: 'whatever1', remember: true, locale: 'sv', market: 'se' },
      {
        overrides: {
          COMMERCE_API_URL: 'https://api.example.test/graphql',
          AUTH_ENDPOINT: 'https://auth.down.test/auth',
          SIGN_ENDPOINT: 'https://auth.down.test/sign/secret-api-key?identity=',
        },
      },
    );
    expect(res.status).toBe(502);
    expect((await bodyOf(res)).errors[0].message).toBe(
      'Något gick fel. Försök igen och kontakta kundtjänst om det kvarstår',
    );
    const lines = logged.mock.calls.flat().join('\n');
    expect(lines).toContain('auth service failed');
    expect(lines).not.toContain('secret-api-key');
  });
});

describe('POST /auth/register', () => {
  it('a taken address gets the specification text, on the email field', async () => {
    const { email } = await registeredCustomer();
    const res = await postAuth('/auth/register', {
      email,
      password: 'Another123',
      passwordConfirm: 'Another123',
      newsletter: false,
      customerType: 'PERSON',
      remember: true,
      locale: 'en',
      market: 'se',
    });
    expect(res.status).toBe(409);
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message: 'An account with this email already exists',
          code: 'ALREADY_EXISTS',
          field: 'email',
        },
      ],
    });
  });

  it('stores newsletter and customer type on the new account', async () => {
    const { email, jar } = await registeredCustomer({ customerType: 'ORGANIZATION' });
    expect(jar.values.get('ralph-user-type')).toBe('ORGANIZATION');
    const row = await db()
      .prepare('SELECT customer_type, newsletter FROM customers WHERE email = ?')
      .bind(email)
      .first();
    expect(row).toEqual({ customer_type: 'ORGANIZATION', newsletter: 0 });
  });
});

describe('rate limits on login (5 a minute per client, 50 per account)', () => {
  it(
    'the sixth login from one client gets 429, whatever the accounts',
    async () => {
      await freshWindow();
      const ip = newIp();
      for (let i = 0; i < 5; i++)
        expect((await login(newEmail(), 'whatever1', true, 'en', { ip })).status).toBe(401);
      const over = await login(newEmail(), 'whatever1', true, 'en', { ip });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('60');
    },
    LIMIT_TEST_TIMEOUT,
  );

  it(
    'without JavaScript, the sixth from one client comes back to the open panel with the message in its language',
    async () => {
      await freshWindow();
      const ip = newIp();
      const plain = () =>
        request('/auth/login', {
          method: 'POST',
          headers: {
            origin: 'http://shop.test',
            'content-type': 'application/x-www-form-urlencoded',
            'cf-connecting-ip': ip,
          },
          body: new URLSearchParams({
            email: newEmail(),
            password: 'whatever1',
            return: '/sv',
          }).toString(),
        });
      for (let i = 0; i < 5; i++)
        expect(location(await plain())).toMatch(/notice=auth\.credentials$/);
      const over = await plain();
      expect(over.status).toBe(303);
      expect(location(over)).toBe('/sv?action=login&notice=request.tooMany');
      const html = await (await request(location(over)!)).text();
      expect(html).toContain(
        'Du har försökt för många gånger på kort tid. Vänta en minut och försök igen.',
      );
      expect(html).toContain('action="/auth/login"');
    },
    LIMIT_TEST_TIMEOUT,
  );

  it(
    'failures from one client do not lock the owner out: another client logs in, the first stays refused',
    async () => {
      await freshWindow();
      const { email, password } = await registeredCustomer();
      const attacker = newIp();
      for (let i = 0; i < 5; i++)
        expect((await login(email, 'whatever1', true, 'en', { ip: attacker })).status).toBe(401);
      const refused = await login(email, password, true, 'en', { ip: attacker });
      expect(refused.status).toBe(429);
      expect((await bodyOf(refused)).errors[0]).toEqual({
        message: 'You have tried too many times in a short while. Wait a minute and try again.',
        code: 'RATE_LIMITED',
      });
      expect((await login(email, password, true, 'en', { ip: newIp() })).status).toBe(200);
    },
    LIMIT_TEST_TIMEOUT,
  );

  it(
    'one account takes 50 a minute, whatever the clients; then every client is told of the attempts',
    async () => {
      await freshWindow();
      const email = newEmail();
      for (let client = 0; client < 10; client++) {
        const ip = newIp();
        for (let i = 0; i < 5; i++)
          expect((await login(email, 'whatever1', true, 'en', { ip })).status).toBe(401);
      }
      const over = await login(` ${email.toUpperCase()} `, 'whatever1', true, 'sv', {
        ip: newIp(),
      });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('60');
      expect((await bodyOf(over)).errors[0]).toEqual({
        message:
          'Det har gjorts många inloggningsförsök med den här e-postadressen på kort tid. Vänta en minut och försök igen.',
        code: 'RATE_LIMITED',
      });
    },
    LIMIT_TEST_TIMEOUT,
  );
});
