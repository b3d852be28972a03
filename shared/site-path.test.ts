import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sitePath('/sv/mina-sidor/ordrar?x=1#top')).toBe('/sv/mina-sidor/ordrar?x=1#top');
    expect(sitePath('/se/en/a.b/..c')).toBe('/se/en/a.b/..c');
  });

  it('refuses every way out to another host', () => {
    for (const raw of [
      '//evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/a/.%2E/%2F/evil.example',
      '/.?x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      ' /sv',
    ])
      expect(sitePath(raw), raw).toBe('/');
  });
});
