import { MARKETS } from '../markets';
import { organisationNumber } from './identity-number';

/**
 * The Nordic registries' modulo-11 weights, the check digit's own weight (1) last: valid when the
 * weighted sum is a multiple of 11. The storefront checks the same rule for the shopper
 * (shared/checkout/business-id.ts); this is the backend's own, authoritative check.
 */
const MOD11: Readonly<Record<string, readonly number[]>> = {
  FI: [7, 9, 10, 5, 8, 4, 2, 1],
  NO: [3, 2, 7, 6, 5, 4, 3, 2, 1],
  DK: [2, 7, 6, 5, 4, 3, 2, 1],
};

/**
 * An address's country (an ISO code, or a market's country name in Swedish or English) as an ISO
 * code; `fallback` (the market's) when it is empty or unknown.
 */
export function countryCode(country: string | null | undefined, fallback: string): string {
  const text = (country ?? '').trim();
  if (/^[a-z]{2}$/i.test(text)) return text.toUpperCase();
  const named = MARKETS.find((m) =>
    [m.country.sv, m.country.en].some((n) => n.toLowerCase() === text.toLowerCase()),
  );
  return named?.country.code ?? fallback.toUpperCase();
}

/**
 * A business's registration number by the country of its address, in its registry's written form
 * (`556016-0680`, `1572860-0`, `974760673`, `10150817`), or null when it is not valid there: Sweden's
 * organisationsnummer (a sole trader's personnummer as `YYYYMMDD-NNNC`); Finland's, Norway's and Denmark's by
 * their check digit, the VAT prefix, Norway's `MVA`, spaces and hyphens forgiven; elsewhere 2–20
 * letters and digits, unchecked.
 */
export function businessId(country: string, raw: string, now = new Date()): string | null {
  const code = country.toUpperCase();
  const text = raw.trim().toUpperCase();
  if (code === 'SE') return organisationNumber(text, now);
  const weights = Object.hasOwn(MOD11, code) ? MOD11[code] : undefined;
  if (!weights) return /^[A-Z\d](?:[A-Z\d]|[ -](?=[A-Z\d])){1,19}$/.test(text) ? text : null;
  const digits = text.replace(new RegExp(`^${code}|MVA$|[\\s-]`, 'g'), '');
  if (digits.length !== weights.length || !/^\d+$/.test(digits)) return null;
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  if (sum % 11) return null;
  return code === 'FI' ? `${digits.slice(0, 7)}-${digits[7]}` : digits;
}
