import { describe, expect, it } from 'vitest';
import { wayBack } from './way-back';

describe("a form's way back", () => {
  it('leaves out the panel parameters and the one-time results, and keeps the rest of the query', () => {
    expect(
      wayBack(
        new URL(
          'http://x/sv/p/a/b?cart=added&notify=done&action=login&notice=auth.loggedIn&page=2',
        ),
      ),
    ).toBe('/sv/p/a/b?page=2');
    expect(wayBack(new URL('http://x/en?return=/sv'))).toBe('/en');
    expect(wayBack(new URL('http://x/sv/c/skor'))).toBe('/sv/c/skor');
  });

  it("leaves out a campaign's parameters (internal links do not carry them)", () => {
    expect(
      wayBack(
        new URL(
          'http://x/sv/c/skor?utm_source=nyhetsbrev&utm_medium=email&gclid=a1&srsltid=b2&sort=price&fbclid=c3',
        ),
      ),
    ).toBe('/sv/c/skor?sort=price');
    expect(wayBack(new URL('http://x/en/s/shirt?utm_campaign=winter&_gl=1*abc'))).toBe(
      '/en/s/shirt',
    );
    // Only these names: a parameter that merely starts alike stays.
    expect(wayBack(new URL('http://x/sv?utmost=1&gclid_note=2'))).toBe('/sv?utmost=1&gclid_note=2');
  });
});
