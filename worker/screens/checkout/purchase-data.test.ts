import { describe, expect, it } from 'vitest';
import { hashed } from './purchase-data';

describe('purchase data hashing (spec section 7: trimmed, lower-cased, SHA-256)', () => {
  it('gives the research note’s test vectors', async () => {
    expect(await hashed(' Anna.Svensson@example.se ')).toBe(
      '7ad5bc19170b296897d92d2934bcccfa8c7ad4de35e013232b5be647d55778b6',
    );
    expect(await hashed('Anna')).toBe(
      '55579b557896d0ce1764c47fed644f9b35f58bad620674af23f356d80ed0c503',
    );
    expect(await hashed('Svensson')).toBe(
      'fdc1950dfa4353c199a4cd278e3678528d232a05dc8b4ff0a72e935d2bd9c724',
    );
    expect(await hashed('11122')).toBe(
      '8e3309ee6bb115d603ccf77649dcf1898d25ebd86635b35bb137dda002b0116a',
    );
  });
  it('skips a missing value', async () => {
    expect(await hashed('  ')).toBe('');
  });
});
