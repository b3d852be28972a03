import { describe, expect, it } from 'vitest';
import { location, request } from '../../testing/app';
import { testCustomer } from '../../testing/customer';
import { signToken } from '../../backend/identity/token';

const PAGES = {
  sv: [
    '/sv/account',
    '/sv/mina-sidor/ordrar',
    '/sv/mina-sidor/saldo',
    '/sv/mina-sidor/installningar',
  ],
  en: ['/en/account', '/en/my-account/orders', '/en/my-account/balance', '/en/my-account/settings'],
};
const MARKETS = { MARKETS_IN_PATH: 'true' } as const;

describe('guarded account pages (routing rule 1, with the way back)', () => {
  for (const [locale, paths] of Object.entries(PAGES))
    for (const path of paths) {
      it(`${path}: anonymous → 302 to /${locale}?action=login&return=${path}`, async () => {
        const res = await request(path);
        expect(res.status).toBe(302);
        const to = new URL(location(res)!, 'http://shop.test');
        expect(to.pathname).toBe(`/${locale}`);
        expect(to.searchParams.get('action')).toBe('login');
        expect(to.searchParams.get('return')).toBe(path);
      });
      it(`/se${path} with markets in the path: to the index of the same market`, async () => {
        const res = await request(`/se${path}`, {}, MARKETS);
        expect(res.status).toBe(302);
        const to = new URL(location(res)!, 'http://shop.test');
        expect(to.pathname).toBe(`/se/${locale}`);
        expect(to.searchParams.get('return')).toBe(`/se${path}`);
      });
    }

  it('a logged-in customer on /account goes to the orders; a page answers private, no-store, noindex', async () => {
    const { cookie } = await testCustomer();
    const res = await request('/en/account', { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/en/my-account/orders');
    const sv = await request('/se/sv/account', { headers: { cookie } }, MARKETS);
    expect(location(sv)).toBe('/se/sv/mina-sidor/ordrar');
  });

  it('loginToken: out of the URL at once, logged in only after a same-origin confirmation', async () => {
    const { token, email } = await testCustomer();
    const res = await request(`/sv/account?loginToken=${token}`);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/sv/account?confirm=login');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const pending = res.headers.getSetCookie().join('\n');
    expect(pending).not.toContain('apollo-token=');
    expect(pending).toMatch(/ralph-login-token=[^;]+; Max-Age=300; Path=\/; HttpOnly/);
    const cookie = `ralph-login-token=${token}`;
    const confirm = await request('/sv/account?confirm=login', { headers: { cookie } });
    const html = await confirm.text();
    expect(html).toContain('Du loggas in som användare..');
    // It names the account, as the API answers for the token.
    expect(html).toContain(`Kontot: ${email}`);
    expect(html).not.toContain(token);
    // A link alone logs no one in: another site's post is refused.
    const forged = await request('/sv/account', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    const confirmed = await request('/sv/account', {
      method: 'POST',
      headers: { cookie, origin: 'http://shop.test' },
    });
    expect(confirmed.status).toBe(303);
    expect(location(confirmed)).toBe('/sv/mina-sidor/ordrar');
    const cookies = confirmed.headers.getSetCookie().join('\n');
    expect(cookies).toContain(`apollo-token=${token}`);
    expect(cookies).toContain('ralph-login-token=; Max-Age=0');
    const page = await request('/sv/mina-sidor/ordrar', {
      headers: { cookie: `apollo-token=${token}` },
    });
    expect(page.status).toBe(200);
    const again = await request('/sv/account', {
      method: 'POST',
      headers: { origin: 'http://shop.test' },
    });
    expect(location(again)).toMatch(/^\/sv\?action=login/);
  });

  it('a loginToken the API refuses (forged, expired) logs no one in and shows no name of its own', async () => {
    const forged = await signToken(
      'not-the-identity-secret',
      { sid: '1', name: 'Kundtjänst: ring 0900-123456', customerType: 'PERSON' },
      3600,
      Date.now(),
    );
    const link = await request(`/sv/account?loginToken=${forged}`);
    expect(location(link)).toBe('/sv/account?confirm=login');
    const cookie = `ralph-login-token=${forged}`;
    const confirm = await request('/sv/account?confirm=login', { headers: { cookie } });
    expect(confirm.status).toBe(303);
    expect(location(confirm)).toMatch(/^\/sv\?action=login/);
    expect(confirm.headers.getSetCookie().join('\n')).toContain('ralph-login-token=; Max-Age=0');
    const posted = await request('/sv/account', {
      method: 'POST',
      headers: { cookie, origin: 'http://shop.test' },
    });
    expect(location(posted)).toMatch(/^\/sv\?action=login/);
    const set = posted.headers.getSetCookie().join('\n');
    expect(set).not.toContain('apollo-token=ey');
    expect(set).not.toContain('Kundtj');
  });

  it('a loginToken that is no token goes to the login, nothing set', async () => {
    const res = await request('/en/account?loginToken=%3Cscript%3E');
    expect(res.status).toBe(303);
    expect(location(res)).toMatch(/^\/en\?action=login/);
    expect(res.headers.getSetCookie().join('\n')).not.toContain('apollo-token=%3C');
  });
});
