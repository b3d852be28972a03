import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const DEBUG = /^(server-timing|x-upstream-|x-render$)/i;
const debugHeaders = (res: Response) => [...res.headers.keys()].filter((name) => DEBUG.test(name));

describe('Server-Timing, x-upstream-* and x-render only behind DEBUG_HEADERS', () => {
  it('a page and a fragment carry none without the flag (they tell what other visitors asked)', async () => {
    const off = { DEBUG_HEADERS: 'false' };
    for (const [path, headers] of [
      ['/en/c/clothing', {}],
      ['/en/c/clothing?page=2', { 'x-fragment': 'list' }],
      ['/en/no-such-page-at-all', {}],
    ] as const) {
      const res = await request(path, { headers }, off);
      await res.text();
      expect(debugHeaders(res), path).toEqual([]);
    }
  });

  it('the tests and the benchmark turn them on', async () => {
    const res = await request('/en/c/clothing', {}, { DEBUG_HEADERS: 'true' });
    await res.text();
    expect(debugHeaders(res).sort()).toEqual([
      'server-timing',
      'x-render',
      'x-upstream-requests',
      'x-upstream-sequential',
    ]);
    const fragment = await request('/en/c/clothing?page=2', { headers: { 'x-fragment': 'list' } });
    await fragment.text();
    expect(fragment.headers.get('x-upstream-requests')).toMatch(/^\d+$/);
    // A fragment whose parts are all there is rendered as one string, as a page is (decision 180).
    expect(fragment.headers.get('x-render')).toBe('whole');
  });
});
