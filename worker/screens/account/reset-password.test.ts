import { describe, expect, it } from 'vitest';
import { location, request } from '../../testing/app';
import { db, Jar, newIp, postAuth, registeredCustomer } from '../../testing/auth';

/** The link mailed to `email` after a reset request, as a site path (Swedish). */
async function mailedLink(email: string) {
  await postAuth('/auth/reset-request', { email, locale: 'sv', market: 'se' });
  const mail = await db()
    .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
    .bind(email)
    .first<{ body: string }>();
  return /\/(?:sv|en)\/account\/reset-password\?resetKey=[\w-]+/.exec(mail!.body)![0];
}

const open = (path: string, jar: Jar) =>
  request(path, { headers: { cookie: jar.header } }).then((res) => jar.take(res));

/** The reset page's form posted without JavaScript, as the page writes its fields. */
function commitPlain(link: string, password: string, jar: Jar) {
  const url = new URL(link, 'http://shop.test');
  const home = url.pathname.startsWith('/en') ? '/en' : '/sv';
  return request('/auth/reset-commit', {
    method: 'POST',
    headers: {
      // The page sends no Referer: its forms post with Origin null (Referrer-Policy: no-referrer).
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': newIp(),
      cookie: jar.header,
    },
    body: new URLSearchParams({
      resetKey: url.searchParams.get('resetKey')!,
      password,
      passwordConfirm: password,
      locale: home.slice(1),
      market: 'se',
      return: `${home}?action=login`,
      retry: `${url.pathname}${url.search}`,
    }).toString(),
  }).then((res) => jar.take(res));
}

describe('the mailed reset link opened while logged in', () => {
  it('says who is logged in and that the link changes the password of the account it was mailed to', async () => {
    const other = await registeredCustomer();
    const { email, jar } = await registeredCustomer();
    const link = await mailedLink(other.email);
    const sv = await open(link, jar);
    expect(sv.status).toBe(200);
    expect(sv.headers.get('cache-control')).toBe('private, no-store');
    const svHtml = await sv.text();
    expect(svHtml).toContain(
      `<p class="reset-logged-in">Du är inloggad som ${email}. Länken byter lösenord på kontot som den skickades till, vilket kan vara ett annat konto än det du är inloggad med.</p>`,
    );
    // Above the form.
    expect(svHtml.indexOf('reset-logged-in')).toBeLessThan(svHtml.indexOf('id="reset-commit"'));
    const en = await (await open(link.replace('/sv/', '/en/'), jar)).text();
    expect(en).toContain(
      `<p class="reset-logged-in">You are logged in as ${email}. The link changes the password of the account it was sent to, which may be another account than the one you are logged in with.</p>`,
    );
    // Not logged in: nothing of the kind.
    const anonymous = await (await open(link, new Jar())).text();
    expect(anonymous).not.toContain('reset-logged-in');
    expect(anonymous).toContain('id="reset-commit"');
  });
});

describe('after a reset, the shopper is told and can log in with the new password at once', () => {
  const NEW = 'Nytt-losen-9';
  const CHANGED = '/sv?action=login&notice=auth.passwordChanged';
  const loginPanel = (html: string) =>
    /data-island="account-panel".*?data-island-props="">(.*?)<\/script>/s.exec(html)?.[1] ?? null;
  const logIn = (email: string, jar: Jar) =>
    request('/auth/login', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': newIp(),
        cookie: jar.header,
      },
      body: new URLSearchParams({
        email,
        password: NEW,
        remember: 'true',
        return: '/sv',
      }).toString(),
    }).then((res) => jar.take(res));

  it('not logged in: the login panel says the password was changed; the new one logs in', async () => {
    const { email } = await registeredCustomer();
    const jar = new Jar();
    const done = await commitPlain(await mailedLink(email), NEW, jar);
    expect(location(done)).toBe(CHANGED);
    const html = await (await open(CHANGED, jar)).text();
    expect(JSON.parse(loginPanel(html)!)).toMatchObject({
      frame: 'login',
      notice: 'auth.passwordChanged',
    });
    expect(html).toContain('<p class="message ok" role="status">Ditt lösenord har ändrats</p>');
    expect(location(await logIn(email, jar))).toBe('/sv?notice=auth.loggedIn');
  });

  it('logged in as the account reset (its sessions ended): logged out at once, the login with its e-mail', async () => {
    for (const how of ['plain', 'json'] as const) {
      const { email, jar } = await registeredCustomer();
      const link = await mailedLink(email);
      if (how === 'plain') expect(location(await commitPlain(link, NEW, jar))).toBe(CHANGED);
      else {
        const resetKey = new URL(link, 'http://shop.test').searchParams.get('resetKey')!;
        const scope = { locale: 'sv', market: 'se' };
        const json = await postAuth(
          '/auth/reset-commit',
          { resetKey, password: NEW, passwordConfirm: NEW, ...scope },
          { jar },
        );
        expect(json.status, how).toBe(200);
      }
      expect(jar.values.has('apollo-token'), how).toBe(false);
      const html = await (await open(CHANGED, jar)).text();
      expect(html, how).not.toContain('Inloggad som');
      expect(JSON.parse(loginPanel(html)!), how).toMatchObject({
        notice: 'auth.passwordChanged',
        draft: { frame: 'login', email },
      });
      expect(html, how).toMatch(new RegExp(`<input id="login-email"[^>]*value="${email}"`));
      expect(location(await logIn(email, jar)), how).toBe('/sv?notice=auth.loggedIn');
    }
  });

  it('logged in as another account: that login goes on, and the page says the password was changed', async () => {
    const target = await registeredCustomer();
    const { email, jar } = await registeredCustomer();
    expect(location(await commitPlain(await mailedLink(target.email), NEW, jar))).toBe(CHANGED);
    const html = await (await open(CHANGED, jar)).text();
    expect(html).toContain(`Inloggad som ${email}`);
    expect(loginPanel(html)).toBeNull();
    expect(html).toContain(
      '<p class="account-notice message ok" role="status">Ditt lösenord har ändrats</p>',
    );
  });
});
