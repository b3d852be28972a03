import { afterEach, describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';
import {
  freshWindow,
  Jar,
  LIMIT_TEST_TIMEOUT,
  newEmail,
  newIp,
  registeredCustomer,
  setCookiesOf,
} from '../testing/auth';
import { clearKeptPages } from '../screens/page-cache';
import { untilKept, visitors } from '../testing/kept-pages';

/** A plain form post (no JavaScript), its Set-Cookie taken into `jar`. */
const post = (path: string, fields: Record<string, string>, jar: Jar, ip = newIp()) =>
  request(path, {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': ip,
      cookie: jar.header,
    },
    body: new URLSearchParams(fields).toString(),
  }).then((res) => jar.take(res));

/** The page's `<input>` whose markup has each of `needles` (`id="create-email"`). */
const input = (html: string, ...needles: string[]) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => needles.every((n) => tag.includes(n))) ?? '';
const valueOf = (html: string, id: string) =>
  /\svalue="([^"]*)"/.exec(input(html, `id="${id}"`))?.[1] ?? null;
const checked = (html: string, ...needles: string[]) =>
  /\schecked=""/.test(input(html, ...needles));
const TYPE = 'name="customerType"';

afterEach(() => clearKeptPages());

describe('a refused account form without JavaScript keeps what was typed, but the passwords', () => {
  it('an e-mail that has an account: the create frame again with the e-mail, the type and the newsletter, for this visitor once', async () => {
    const { email } = await registeredCustomer();
    const get = visitors();
    const back = '/en?action=create&notice=auth.alreadyExists';
    // Another visitor's view of the same address is a kept page already.
    await untilKept(get, back);

    const jar = new Jar();
    const refused = await post(
      '/auth/register',
      {
        email,
        password: 'Hemligt-123',
        passwordConfirm: 'Hemligt-123',
        customerType: 'ORGANIZATION',
        newsletter: 'true',
        remember: 'true',
        return: '/en',
      },
      jar,
    );
    expect(refused.status).toBe(303);
    expect(location(refused)).toBe(back);
    const draft = setCookiesOf(refused).get('ralph-auth-draft')!;
    expect(draft).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 120 });
    expect(draft.raw).toContain('Path=/');
    expect(atob(draft.value.replaceAll('-', '+').replaceAll('_', '/'))).not.toContain('Hemligt');

    const page = await get(back, { cookie: jar.header });
    jar.take(page.res);
    expect(page.res.status).toBe(200);
    expect(page.render).not.toBe('kept');
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(valueOf(page.body, 'create-email')).toBe(email);
    expect(checked(page.body, TYPE, 'value="ORGANIZATION"')).toBe(true);
    expect(checked(page.body, TYPE, 'value="PERSON"')).toBe(false);
    expect(checked(page.body, 'id="create-newsletter"')).toBe(true);
    expect(page.body.includes('An account with this email already exists')).toBe(true);
    expect(page.body).not.toContain('Hemligt');
    // Said once: the page deletes the cookie, and the next view is everyone's page again.
    expect(setCookiesOf(page.res).get('ralph-auth-draft')?.maxAge).toBe(0);
    expect(jar.values.has('ralph-auth-draft')).toBe(false);
    const again = await get(back, { cookie: jar.header });
    expect(again.render).toBe('kept');
    expect(again.body).not.toContain(email);
    expect(valueOf(again.body, 'create-email')).toBe('');
    expect(checked(again.body, TYPE, 'value="PERSON"')).toBe(true);
    expect(checked(again.body, 'id="create-newsletter"')).toBe(false);
  });

  it('passwords that differ or are too weak: the same, in Swedish; a page without the frame leaves it waiting', async () => {
    for (const [password, passwordConfirm, notice] of [
      ['Hemligt-123', 'Hemligt-124', 'form.passwordMismatch'],
      ['kort', 'kort', 'form.passwordTooWeak'],
    ] as const) {
      const jar = new Jar();
      const email = newEmail();
      const refused = await post(
        '/auth/register',
        { email, password, passwordConfirm, customerType: 'PERSON', return: '/sv' },
        jar,
      );
      expect(location(refused)).toBe(`/sv?action=create&notice=${notice}`);
      // Another page, or the panel on another frame, neither shows nor spends it.
      for (const other of ['/sv', '/sv?action=login']) {
        const html = await (await request(other, { headers: { cookie: jar.header } })).text();
        expect(html, other).not.toContain(email);
        expect(jar.values.has('ralph-auth-draft')).toBe(true);
      }
      const page = jar.take(await request(location(refused)!, { headers: { cookie: jar.header } }));
      const html = await page.text();
      expect(valueOf(html, 'create-email'), notice).toBe(email);
      expect(checked(html, TYPE, 'value="PERSON"')).toBe(true);
      expect(checked(html, 'id="create-newsletter"')).toBe(false);
      expect(jar.values.has('ralph-auth-draft')).toBe(false);
    }
  });

  it(
    'over the client’s limit: the create frame with its message and what was typed',
    async () => {
      await freshWindow();
      const ip = newIp();
      const email = newEmail();
      const fields = { email, password: 'Hemligt-123', passwordConfirm: 'Annat-123' };
      let refused: Response | null = null;
      for (let i = 0; i < 6; i++)
        refused = await post(
          '/auth/register',
          { ...fields, customerType: 'ORGANIZATION', return: '/en' },
          new Jar(),
          ip,
        );
      expect(location(refused!)).toBe('/en?action=create&notice=request.tooMany');
      const jar = new Jar();
      jar.take(refused!);
      const page = await request(location(refused!)!, { headers: { cookie: jar.header } });
      const html = await page.text();
      expect(valueOf(html, 'create-email')).toBe(email);
      expect(checked(html, TYPE, 'value="ORGANIZATION"')).toBe(true);
    },
    LIMIT_TEST_TIMEOUT,
  );

  it('a refused login keeps the e-mail typed', async () => {
    const { email } = await registeredCustomer();
    const jar = new Jar();
    const refused = await post(
      '/auth/login',
      { email, password: 'inte-mitt', remember: 'true', return: '/sv/some/page?x=1' },
      jar,
    );
    expect(location(refused)).toBe('/sv/some/page?x=1&action=login&notice=auth.credentials');
    const page = jar.take(
      await request('/sv?action=login&notice=auth.credentials', {
        headers: { cookie: jar.header },
      }),
    );
    expect(valueOf(await page.text(), 'login-email')).toBe(email);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(jar.values.has('ralph-auth-draft')).toBe(false);
  });

  it('a page not found shows the panel with the e-mail once, as every page does', async () => {
    const { email } = await registeredCustomer();
    const jar = new Jar();
    const refused = await post(
      '/auth/login',
      { email, password: 'inte-mitt', remember: 'true', return: '/sv/finns-inte' },
      jar,
    );
    const back = location(refused)!;
    expect(back).toBe('/sv/finns-inte?action=login&notice=auth.credentials');
    const page = jar.take(await request(back, { headers: { cookie: jar.header } }));
    expect(page.status).toBe(404);
    expect(valueOf(await page.text(), 'login-email')).toBe(email);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(jar.values.has('ralph-auth-draft')).toBe(false);
    const again = await request(back, { headers: { cookie: jar.header } });
    expect(again.status).toBe(404);
    expect(await again.text()).not.toContain(email);
  });

  it('a cookie that is not a draft is ignored', async () => {
    // Not base64url; base64url of {"frame":"create"} (no e-mail).
    for (const cookie of ['ralph-auth-draft=%%%', 'ralph-auth-draft=eyJmcmFtZSI6ImNyZWF0ZSJ9']) {
      const res = await request('/en?action=create', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(valueOf(await res.text(), 'create-email')).toBe('');
    }
  });
});
