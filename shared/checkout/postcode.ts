/**
 * A postcode as the shop keeps it (`normalized`: what the shipping rules and the backend compare)
 * and as the shopper reads it (`display`).
 */
export type PostcodeResult = { ok: true; normalized: string; display: string } | { ok: false };

// Digits-only formats of the demo markets: length, and what the first digit may be.
const DIGITS: Record<string, RegExp> = {
  se: /^[1-9]\d{4}$/, // 100 00–999 99, shown `123 45`
  fi: /^\d{5}$/, // 00100 Helsinki … 99999
  no: /^\d{4}$/,
  dk: /^\d{4}$/,
};
const LENIENT = /^[A-Z\d](?:[A-Z\d]|[ -](?=[A-Z\d]))+$/;

/**
 * The postcode rules by country (ISO 3166 alpha-2, any case): Sweden five digits, first not 0,
 * written `123 45` or `12345`; Finland five digits; Norway and Denmark four. The country's own
 * prefix (`SE-123 45`, `FI-00100`) is forgiven. Elsewhere: 2–10 letters and digits, single spaces
 * or hyphens between them (`SW1A 1AA`, `00-950`), upper-cased.
 */
export function parsePostcode(country: string, input: string): PostcodeResult {
  const code = country.toLowerCase();
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  // Own keys only: a posted country is anything ("constructor").
  const rule = Object.hasOwn(DIGITS, code) && DIGITS[code];
  if (rule) {
    const digits = text.replace(new RegExp(`^${code}-?`, 'i'), '').replace(/[ ]/g, '');
    if (!rule.test(digits)) return { ok: false };
    const display = code === 'se' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
    return { ok: true, normalized: digits, display };
  }
  const length = text.replace(/[ -]/g, '').length;
  if (!LENIENT.test(text) || length < 2 || length > 10) return { ok: false };
  return { ok: true, normalized: text, display: text };
}
