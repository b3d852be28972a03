// Digits-only formats of the markets: length, and what the first digit may be.
const DIGITS: Record<string, RegExp> = {
  se: /^[1-9]\d{4}$/,
  fi: /^\d{5}$/,
  no: /^\d{4}$/,
  dk: /^\d{4}$/,
};
const LENIENT = /^[A-Z\d](?:[A-Z\d]|[ -](?=[A-Z\d]))+$/;

/**
 * A postcode as the shopper reads it, by the address's country (ISO 3166 alpha-2): Sweden's
 * `123 45`, Finland's five digits, Norway's and Denmark's four, the country's own prefix
 * (`FI-00100`) dropped; elsewhere upper-cased, single spaces. A postcode that breaks its country's
 * rule is given back as stored. The storefront's rule (shared/checkout/postcode.ts `display`),
 * copied: the backend imports nothing of the storefront (postcode.test.ts keeps the two alike).
 */
export function shownPostcode(country: string, zip: string): string {
  const code = country.toLowerCase();
  const text = zip.trim().toUpperCase().replace(/\s+/g, ' ');
  const rule = Object.hasOwn(DIGITS, code) && DIGITS[code];
  if (rule) {
    const digits = text.replace(new RegExp(`^${code}-?`, 'i'), '').replace(/[ ]/g, '');
    if (!rule.test(digits)) return zip;
    return code === 'se' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
  }
  const length = text.replace(/[ -]/g, '').length;
  return LENIENT.test(text) && length >= 2 && length <= 10 ? text : zip;
}
