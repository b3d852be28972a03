import { RESET_RETRIES } from './fixtures';
import { expect, test } from '@playwright/test';

/**
 * Static files are answered by Workers Assets before the Worker runs, so client/public/_headers gives
 * them the security headers the Worker gives its pages.
 */
for (const path of ['/assets/entry.js', '/favicon.svg', '/manifest.sv.webmanifest', '/sw.js']) {
  test(`static ${path} carries the security headers`, async ({ request }) => {
    const res = await request.get(path, RESET_RETRIES);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
}
