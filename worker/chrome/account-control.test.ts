import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { testCustomer } from '../testing/customer';

const page = async (path: string, cookie?: string) => {
  const res = await request(path, cookie ? { headers: { cookie } } : {});
  return { res, html: await res.text() };
};
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ralph-state">(.*?)<\/script>/s.exec(html)![1]!);
const panelProps = (html: string) => {
  const m =
    /data-island="account-panel".*?<script type="application\/json" data-island-props="">(.*?)<\/script>/s.exec(
      html,
    );
  return m ? JSON.parse(m[1]!) : null;
};

describe('the header account control and the account panel (server side)', () => {
  it('anonymous: a Log in link to this page with ?action=login, no panel, page state logged out', async () => {
    const { html } = await page('/sv/c/clothing?page=2');
    expect(html).toContain(
      '<a class="account-link" href="/sv/c/clothing?page=2&amp;action=login">Logga in</a>',
    );
    expect(panelProps(html)).toBeNull();
    expect(stateOf(html).auth).toEqual({ loggedIn: false });
    const en = await page('/en');
    expect(en.html).toContain('href="/en?action=login">Log in</a>');
  });

  it('?action=login renders the panel open: a login form that posts without JavaScript, remember me checked', async () => {
    const { html } = await page('/en?action=login');
    expect(panelProps(html)).toEqual({
      frame: 'login',
      returnPath: '/en',
      pagePath: '/en',
      market: 'se',
    });
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-labelledby="account-panel-title"/);
    expect(html).toMatch(/<form id="login" noValidate="" action="\/auth\/login" method="post">/);
    expect(html).toMatch(/id="login-email"[^>]*autofocus=""/);
    expect(html).toMatch(
      /<input id="login-remember"(?=[^>]*checked="")(?=[^>]*value="true")[^>]*>/,
    );
    expect(html).toContain('Forgot password?');
    expect(html).toMatch(/<input type="hidden" name="return" value="\/en"\/>/);
  });

  it('the create frame: newsletter off, remember me on, the terms sentence with links, customer type choice', async () => {
    const { html } = await page('/sv?action=create');
    expect(html).toMatch(/<input id="create-newsletter"[^>]*value="true"\/>/);
    expect(html).not.toMatch(/id="create-newsletter"[^>]*checked/);
    expect(html).toMatch(/<input id="create-remember"[^>]*checked=""/);
    expect(html).toContain(
      'Genom att klicka på &quot;Skapa konto&quot; godkänner du våra <a href="/sv/kopvillkor">köpvillkor</a>',
    );
    expect(html).toMatch(/<input type="radio" name="customerType" checked="" value="PERSON"\/>/);
  });

  it("a guarded page's return path is kept when it is a site path, never another site", async () => {
    const kept = await page(
      '/sv?action=login&return=%2Fsv%2Fmina-sidor%2Fordrar&notice=auth.sessionEnded',
    );
    expect(panelProps(kept.html)).toMatchObject({
      returnPath: '/sv/mina-sidor/ordrar',
      notice: 'auth.sessionEnded',
    });
    const away = await page('/sv?action=login&return=%2F%2Fevil.example%2F&notice=%3Cscript%3E');
    expect(panelProps(away.html)).toEqual({
      frame: 'login',
      returnPath: '/sv',
      pagePath: '/sv',
      market: 'se',
    });
  });

  it('logged in: My account, who is logged in, a logout form; no token in the page; only the change frame opens', async () => {
    const customer = await testCustomer();
    const { html } = await page('/en', customer.cookie);
    expect(html).toContain('<a class="account-link" href="/en/my-account/orders">My account</a>');
    expect(html).toContain(`Logged in as ${customer.email}`);
    expect(html).toMatch(/<form data-logout="" action="\/auth\/logout" method="post">/);
    expect(html).not.toContain(customer.token);
    expect(stateOf(html).auth).toEqual({ loggedIn: true });
    expect(panelProps((await page('/en?action=login', customer.cookie)).html)).toBeNull();
    const change = await page('/sv?action=change', customer.cookie);
    expect(panelProps(change.html)).toMatchObject({ frame: 'change' });
    expect(change.html).toMatch(
      /<form id="change" noValidate="" action="\/auth\/password" method="post">/,
    );
  });

  it('a notice without a panel shows under the header, known keys only', async () => {
    const { html } = await page('/en?notice=auth.loggedIn');
    expect(html).toContain(
      '<p class="account-notice message ok" role="status">You have been logged in</p>',
    );
    const deleted = await page('/sv?notice=account.deleted');
    expect(deleted.html).toContain('role="status">Ditt konto är nu raderat</p>');
    const other = await page('/en?notice=shop.name');
    expect(other.html).not.toContain('<p class="account-notice');
  });

  it('an anonymous ?action=change asks for a login first', async () => {
    expect(panelProps((await page('/sv?action=change')).html)).toMatchObject({ frame: 'login' });
  });
});

describe('the reset password page', () => {
  it('shows the new-password form for the key, kept from caches, crawlers and Referer', async () => {
    const { res, html } = await page('/sv/account/reset-password?resetKey=abc_DEF-12345678');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Ange ett nytt lösenord för ditt konto');
    expect(html).toMatch(
      /<form id="reset-commit" noValidate="" action="\/auth\/reset-commit" method="post">/,
    );
    expect(html).toContain('<input type="hidden" name="resetKey" value="abc_DEF-12345678"/>');
    // Done, the island opens the login on the start page saying so, as a form without JavaScript is.
    const props = /data-island="reset-password".*?data-island-props="">(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(props![1]!)).toMatchObject({
      done: '/sv?action=login&notice=auth.passwordChanged',
    });
    const landed = await page('/sv?action=login&notice=auth.passwordChanged');
    expect(panelProps(landed.html)).toMatchObject({
      frame: 'login',
      notice: 'auth.passwordChanged',
    });
    expect(landed.html).toContain('Ditt lösenord har ändrats');
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.test/sv/account/reset-password"/>',
    );
  });

  it('without a usable key: the way to ask for a new link', async () => {
    const { html } = await page('/en/account/reset-password?resetKey=%3Cx%3E');
    expect(html).not.toContain('reset-commit');
    expect(html).toContain(
      '<a class="button primary" href="/en?action=reset">Request a new reset link</a>',
    );
  });

  it('other pages keep the default Referrer-Policy', async () => {
    const { res } = await page('/sv');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
