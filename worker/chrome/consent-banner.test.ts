import { describe, expect, it } from 'vitest';
import { ALL_CONSENT, ONLY_NECESSARY, serializeConsent, type Consent } from '../../shared/consent';
import type { Bindings } from '../env';
import { request } from '../testing/app';

const cookie = (consent: Consent | string) =>
  `ralph-consent=${encodeURIComponent(typeof consent === 'string' ? consent : serializeConsent(consent))}`;
const page = async (
  path: string,
  headers: Record<string, string> = {},
  vars: Partial<Bindings> = {},
) => {
  const res = await request(path, { headers }, vars);
  return { res, html: await res.text() };
};
/** The Consent Mode defaults the head script sets, as an object. */
const defaults = (html: string) =>
  JSON.parse(/gtag\('consent','default',(\{.*?\})\);/.exec(html)![1]!) as Record<string, unknown>;
const banner = (html: string) => /<section id="consent"[^>]*>/.exec(html)![0];

const CONFIGURED: Partial<Bindings> = {
  GTM_ID: 'GTM-TEST123',
  HEATMAP_ID: '1234567',
  EMAIL_MARKETING_ID: 'AbC123',
  SOCIAL_PIXEL_ID: 'C0TESTPIXEL',
  INSIGHTS_ID: '7654321',
};

describe('the consent banner and Consent Mode in every page', () => {
  it('a first visit: the banner in the first paint, asking, and every signal denied before any script', async () => {
    const { res, html } = await page('/sv');
    expect(banner(html)).toContain('data-state="ask"');
    expect(html).toContain('action="/consent"');
    expect(html).toContain('Tillåt alla cookies');
    expect(html).toContain('Tillåt endast nödvändiga');
    expect(html).toContain('name="return" value="/sv"');
    expect(defaults(html)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
    // The Consent Mode script is the first script of the page and runs under the response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    expect(html.indexOf('<script')).toBe(html.indexOf('<script id="consent-mode"'));
    expect(/<script id="consent-mode" nonce="([^"]+)"/.exec(html)![1]).toBe(nonce);
    // The footer's way back to the choice.
    expect(html).toContain('href="#consent" role="button"');
    expect(html).toContain('Cookieinställningar');
  });

  it('a returning visitor: the banner hidden, the defaults rendered from the cookie', async () => {
    const stats = { ...ONLY_NECESSARY, statistics: true };
    const { html } = await page('/en', { cookie: cookie(stats) });
    expect(banner(html)).toContain('data-state="chosen"');
    expect(html).toContain('Cookie settings');
    expect(defaults(html)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    // The details view shows the stored choice.
    const box = (name: string) =>
      new RegExp(`<input type="checkbox" id="consent-${name}"[^>]*>`).exec(html)![0];
    expect(box('statistics')).toContain('checked=""');
    expect(box('marketing')).not.toContain('checked');
    expect(box('necessary')).toContain('disabled=""');
    const all = await page('/en', { cookie: cookie(ALL_CONSENT) });
    expect(Object.values(defaults(all.html)).every((v) => v === 'granted')).toBe(true);
  });

  it('a choice under another policy version asks again', async () => {
    const old = serializeConsent(ALL_CONSENT).replace('v:1', 'v:0');
    const { html } = await page('/sv', { cookie: cookie(old) });
    expect(banner(html)).toContain('data-state="ask"');
    expect(defaults(html).analytics_storage).toBe('denied');
  });

  it('third-party scripts: none named or allowed by the CSP while unset', async () => {
    const { res, html } = await page('/sv', { cookie: cookie(ALL_CONSENT) });
    expect(banner(html)).not.toContain('data-scripts');
    expect(banner(html)).not.toContain('data-load');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/googletagmanager|hotjar|klaviyo|tiktok|licdn|linkedin/);
  });

  it('configured ones: named on the banner, their hosts in the CSP, loaded only with the consent they need', async () => {
    const first = await page('/sv', {}, CONFIGURED);
    expect(banner(first.html)).toContain(
      'data-scripts="tagManager=GTM-TEST123&amp;heatmap=1234567&amp;emailMarketing=AbC123&amp;socialPixel=C0TESTPIXEL&amp;insights=7654321"',
    );
    expect(banner(first.html)).not.toContain('data-load');
    const csp = first.res.headers.get('content-security-policy')!;
    expect(csp).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/\*\.googletagmanager\.com /,
    );
    expect(csp).toContain('https://px.ads.linkedin.com');
    expect(csp).toContain('wss://*.hotjar.com');
    // Necessary only allows none of them; statistics allows the tag manager and the heatmap.
    const none = await page('/sv', { cookie: cookie(ONLY_NECESSARY) }, CONFIGURED);
    expect(banner(none.html)).not.toContain('data-load');
    const stats = await page(
      '/sv',
      { cookie: cookie({ ...ONLY_NECESSARY, statistics: true }) },
      CONFIGURED,
    );
    expect(banner(stats.html)).toContain('data-load=""');
    const marketingOnly = await page(
      '/sv',
      { cookie: cookie({ ...ONLY_NECESSARY, marketing: true }) },
      { SOCIAL_PIXEL_ID: 'C0TESTPIXEL' },
    );
    expect(banner(marketingOnly.html)).toContain('data-load=""');
  });

  it('pages with personal data load only the tag manager; a page with a secret in its address none', async () => {
    const all = { cookie: cookie(ALL_CONSENT) };
    // The checkout (personal data): the purchase needs the tag manager, no recorder or pixel may see it.
    const checkout = await page('/sv/kassan', all, CONFIGURED);
    expect(banner(checkout.html)).toContain('data-scripts="tagManager=GTM-TEST123"');
    // The reset page's address holds a working reset key: every script would read it.
    const reset = await page('/sv/account/reset-password?resetKey=abc', all, CONFIGURED);
    expect(reset.res.status).toBe(200);
    expect(banner(reset.html)).not.toContain('data-scripts');
    expect(banner(reset.html)).not.toContain('data-load');
  });

  it('refuses an id of the wrong shape at start-up, naming the variable', async () => {
    const res = await request('/sv', {}, { GTM_ID: 'UA-1"><script>' });
    expect(res.status).toBe(500);
  });
});
