import { describe, expect, it } from 'vitest';
import { regionName } from './intl';

describe('regionName', () => {
  it('names a two-letter region in the language, whatever its case, and the same again', () => {
    expect(regionName('sv', 'SE')).toBe('Sverige');
    expect(regionName('en', 'se')).toBe('Sweden');
    expect(regionName('sv', 'NO')).toBe('Norge');
    expect(regionName('sv', 'SE')).toBe('Sverige');
  });

  it('has no name for what is not a two-letter code', () => {
    expect(regionName('sv', 'SWE')).toBeUndefined();
    expect(regionName('sv', '')).toBeUndefined();
    expect(regionName('sv', '1A')).toBeUndefined();
  });
});
