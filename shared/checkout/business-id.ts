import { parseOrganisationNumber, type IdentityResult } from './identity-number';

/**
 * The weights of the Nordic registries' modulo-11 checks, the check digit's own weight (1) last: a
 * number is valid when the weighted sum of its digits is a multiple of 11. Finland's Y-tunnus
 * (`NNNNNNN-C`), Norway's organisasjonsnummer (nine digits), Denmark's CVR-nummer (eight digits).
 */
const MOD11: Readonly<Record<string, readonly number[]>> = {
  fi: [7, 9, 10, 5, 8, 4, 2, 1],
  no: [3, 2, 7, 6, 5, 4, 3, 2, 1],
  dk: [2, 7, 6, 5, 4, 3, 2, 1],
};

/**
 * A business's registration number as the country of its address writes it (ISO 3166 alpha-2, any
 * case): Sweden's organisationsnummer (identity-number.ts); Finland's, Norway's and Denmark's by their
 * check digit, the country's VAT prefix (`FI`, `NO`, `DK`), Norway's `MVA`, spaces and hyphens
 * forgiven; elsewhere 2–20 letters and digits with single spaces or hyphens between, unchecked.
 * `normalized` is the registry's written form (`0112038-9`, `974760673`, `10150817`).
 */
export function parseBusinessId(country: string, input: string, today?: Date): IdentityResult {
  const code = country.toLowerCase();
  if (code === 'se') return parseOrganisationNumber(input, today);
  const text = input.trim().toUpperCase();
  const weights = Object.hasOwn(MOD11, code) && MOD11[code];
  if (!weights)
    return /^[A-Z\d](?:[A-Z\d]|[ -](?=[A-Z\d])){1,19}$/.test(text)
      ? { ok: true, normalized: text, kind: 'organisation' }
      : { ok: false, reason: 'format' };
  const digits = text.replace(new RegExp(`^${code}|MVA$|[\\s-]`, 'gi'), '');
  if (digits.length !== weights.length || !/^\d+$/.test(digits))
    return { ok: false, reason: 'format' };
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  if (sum % 11) return { ok: false, reason: 'checksum' };
  const normalized = code === 'fi' ? `${digits.slice(0, 7)}-${digits[7]}` : digits;
  return { ok: true, normalized, kind: 'organisation' };
}
