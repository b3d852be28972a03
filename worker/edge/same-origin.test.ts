import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

let clients = 0;
const consent = (headers: Record<string, string>) =>
  request('/consent', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': `198.51.100.${200 + ++clients}`,
      ...headers,
    },
    body: new URLSearchParams({ choice: 'necessary', return: '/sv' }).toString(),
  }).then((res) => res.status);

describe('the same-origin guard on mutations', () => {
  it('takes the Origin when the browser names one', async () => {
    expect(await consent({ origin: 'http://shop.test' })).toBe(303);
    expect(await consent({ origin: 'https://evil.example' })).toBe(403);
    expect(await consent({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(
      403,
    );
  });

  it('a hidden Origin ("null", a form on a no-referrer page) passes only when the browser says the request is from this origin', async () => {
    expect(await consent({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(303);
    expect(await consent({ origin: 'null', 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await consent({ origin: 'null', 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(await consent({ origin: 'null' })).toBe(403);
    expect(await consent({})).toBe(403);
    expect(await consent({ 'sec-fetch-site': 'same-origin' })).toBe(303);
  });
});
