import { describe, expect, it } from 'vitest';
import type { Shop } from '../context';
import { location, request } from '../testing/app';
import { canonicalRedirect } from './screen';

const at = (url: string) => ({ url: new URL(url, 'http://shop.test') }) as Shop;

describe('canonical redirects', () => {
  it('sends a path with a malformed escape to the canonical path (a 301, not a 500)', async () => {
    for (const bad of ['%zz', '%', '%E0%A4%A', '%ED%A0%80']) {
      const res = await request(`/sv/c/shoes${bad}/seasonal-shoes/sandals?sort=PRICE`);
      expect(res.status, bad).toBe(301);
      expect(location(res)).toBe('/sv/c/shoes/seasonal-shoes/sandals?sort=PRICE');
    }
    const product = await request('/en/p/%FFshirts/nordic-lyocell-shirt-beige-124');
    expect(product.status).toBe(301);
    expect(location(product)).toBe('/en/p/shirts/nordic-lyocell-shirt-beige-124');
  });

  it('compares decoded paths, ignores a trailing slash and never redirects to an unreadable path', () => {
    expect(canonicalRedirect(at('/sv/p/tr%C3%B6jor/'), '/sv/p/tröjor')).toBeNull();
    expect(canonicalRedirect(at('/sv/p/x%zz?a=1'), '/sv/p/tröjor')).toEqual({
      redirect: '/sv/p/tr%C3%B6jor?a=1',
      status: 301,
    });
    expect(canonicalRedirect(at('/sv/p/x'), '/sv/p/%zz')).toBeNull();
    expect(canonicalRedirect(at('/sv/p/x'), '/sv/p/\uD800')).toBeNull();
  });
});
