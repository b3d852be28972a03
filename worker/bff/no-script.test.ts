import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const mark = (headers: Record<string, string> = {}) => request('/no-script', { headers });

describe('GET /no-script, what a <noscript> image asks for', () => {
  it('remembers for the browser session that this browser runs no scripts', async () => {
    const res = await mark({ 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // No Max-Age: the session. Not HttpOnly: a page that finds scripts running deletes it.
    expect(res.headers.get('set-cookie')).toBe('ralph-no-script=1; Path=/; SameSite=Lax');
    // A browser that sends no Sec-Fetch headers is taken at its word.
    expect((await mark()).headers.get('set-cookie')).toBe(
      'ralph-no-script=1; Path=/; SameSite=Lax',
    );
  });

  it('is not set by another site opening or linking to it, nor by a page opened at it', async () => {
    for (const headers of [
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
    ]) {
      const res = await mark(headers);
      expect(res.status, JSON.stringify(headers)).toBe(204);
      expect(res.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
    }
  });
});
