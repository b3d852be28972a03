import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';

let clients = 0;
/** A client of its own per request (TEST-NET-2), so the rate limit never mixes in. */
const newClient = () => `198.51.100.${++clients}`;

const post = (
  fields: Record<string, string>,
  { origin = 'http://shop.test', accept }: { origin?: string; accept?: string } = {},
) =>
  request('/consent', {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': newClient(),
      ...(accept ? { accept } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const YEAR = 'Max-Age=31536000; Path=/; SameSite=Lax';

describe('POST /consent (the cookie banner)', () => {
  it('accept all: both cookies for a year, readable by the page, and a 303 back', async () => {
    const res = await post({ choice: 'all', return: '/en/c/clothing?page=2' });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/en/c/clothing?page=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([
      `ralph-consent=${encodeURIComponent('v:1|necessary:1|preferences:1|statistics:1|marketing:1')}; ${YEAR}`,
      `ralph-cookie-consent=true; ${YEAR}`,
    ]);
  });

  it('only necessary: every optional category off, the marketing gate false', async () => {
    const res = await post({ choice: 'necessary', return: '/sv', statistics: '1' });
    expect(res.headers.getSetCookie()).toEqual([
      `ralph-consent=${encodeURIComponent('v:1|necessary:1|preferences:0|statistics:0|marketing:0')}; ${YEAR}`,
      `ralph-cookie-consent=false; ${YEAR}`,
    ]);
  });

  it('per category: what is ticked (a browser sends the value, or "on"), the rest off', async () => {
    const res = await post({ choice: 'custom', statistics: '1', marketing: 'on', return: '/sv' });
    expect(res.headers.getSetCookie()).toEqual([
      `ralph-consent=${encodeURIComponent('v:1|necessary:1|preferences:0|statistics:1|marketing:1')}; ${YEAR}`,
      `ralph-cookie-consent=true; ${YEAR}`,
    ]);
    const none = await post({ choice: 'custom', return: '/sv' });
    expect(none.headers.getSetCookie()[1]).toBe(`ralph-cookie-consent=false; ${YEAR}`);
  });

  it('answers the banner script with the stored choice as JSON', async () => {
    const res = await post(
      { choice: 'custom', preferences: '1', return: '/sv' },
      { accept: 'application/json' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        consent: { necessary: true, preferences: true, statistics: false, marketing: false },
      },
    });
    expect(res.headers.getSetCookie()).toHaveLength(2);
  });

  it('refuses other sites (Origin check) and writes nothing', async () => {
    const res = await post({ choice: 'all', return: '/sv' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses what the form never sends (zod), and never sends anyone off the site', async () => {
    for (const fields of [
      { choice: 'everything', return: '/sv' } as Record<string, string>,
      { return: '/sv' },
      { choice: 'custom', statistics: 'yes', return: '/sv' },
    ]) {
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const away = await post({ choice: 'all', return: '//evil.example/x' });
    expect(location(away)).toBe('/');
    const json = await request('/consent', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 'all' }),
    });
    expect(json.status).toBe(415);
  });
});
