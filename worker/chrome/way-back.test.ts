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
});
