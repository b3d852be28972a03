import { describe, expect, it } from 'vitest';
import { stripControls } from '../../../shared/control-chars';
import { urlWithoutControls } from '../../edge/clean-url';
import { location, request } from '../../testing/app';

describe('control characters never reach a page', () => {
  it('strips C0 and C1 controls; tab and line breaks become spaces, or stay in multi-line text', () => {
    expect(stripControls('a\u0000b\u001fc\u007fd\u0085e\u009ff')).toBe('abcdef');
    expect(stripControls('a\tb\nc\r')).toBe('a b c ');
    expect(stripControls('rad 1\nrad 2\u0000', true)).toBe('rad 1\nrad 2');
    expect(stripControls('Ställ – “é” 😀')).toBe('Ställ – “é” 😀');
    const at = (path: string) => urlWithoutControls(new URL(path, 'http://shop.test'));
    expect(at('/sv/s/tr%C3%B6ja?sort=PRICE')).toBeNull();
    expect(at('/sv/s/%00')).toBe('/sv/s');
    expect(at('/sv/s/a%00b%0Ac?x=%C2%85y')).toBe('/sv/s/ab%20c?x=y');
  });

  it('a search path or query with one leads (301) to the same address without it, in both languages', async () => {
    for (const lang of ['sv', 'en']) {
      const nul = await request(`/${lang}/s/%00`);
      expect(nul.status, lang).toBe(301);
      expect(location(nul)).toBe(`/${lang}/s`);
      const mixed = await request(`/${lang}/s/sko%00%1B?sort=%07PRICE`);
      expect(mixed.status).toBe(301);
      expect(location(mixed)).toBe(`/${lang}/s/sko?sort=PRICE`);
      const clean = await request(`/${lang}/s/sko?sort=PRICE`);
      expect(clean.status).toBe(200);
      expect(await clean.text()).not.toMatch(
        /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/,
      );
    }
  });

  it('an empty search shows no filter panel or sort; a search with hits has both', async () => {
    const empty = await (await request('/sv/s/zzqqxx')).text();
    expect(empty).toContain('Inga produkter matchade ”zzqqxx”');
    expect(empty).not.toContain('class="facets-panel"');
    expect(empty).not.toContain('class="sort"');
    const found = await (await request('/sv/s/sko')).text();
    expect(found).toContain('class="facets-panel"');
    expect(found).toContain('class="sort"');
  });
});
