/**
 * Swedish personal identity numbers (personnummer, samordningsnummer) and organisation numbers, as
 * Skatteverket defines them: `YYMMDD-NNNC` (`+` from the year the person turns 100), `YYMMDDNNNC`,
 * `YYYYMMDD[-]NNNC`; a real calendar date (day + 60 for coordination numbers), never in the future;
 * `C` is the Luhn check digit over the 10-digit form. Organisation numbers are `NNNNNN-NNNC` with the
 * third digit ≥ 2 (optionally prefixed `16`); a sole trader's organisation number is a personnummer.
 * The storefront validates the same rules for the shopper; this is the backend's own, authoritative check.
 */
const PERSON = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;
const ORGANISATION = /^(16)?(\d{6})-?(\d{4})$/;

/** Mod 10 over any number of digits: every second digit from the right, the check digit excluded, doubled. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[i]) * ((digits.length - i) % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

export function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/**
 * A personal (or coordination) number in its unambiguous form `YYYYMMDD-NNNC`, or null. A ten-digit
 * number is of the latest year on or before `now` whose date it could be (`+`: a century before
 * that); a twelve-digit one says its century (1800 or later). Never a future date; birth number not
 * 000. The same reading as the storefront's (shared/checkout/identity-number.ts).
 */
export function personalNumber(raw: string, now = new Date()): string | null {
  const m = PERSON.exec(raw.replace(/\s/g, ''));
  if (!m) return null;
  const [, century, yy, mm, dd, sep, serial, check] = m as unknown as string[];
  if ((century && sep === '+') || serial === '000') return null;
  const month = Number(mm);
  const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
  const dateOf = (year: number) => Date.UTC(year, month - 1, day);
  let year: number;
  if (century) year = Number(century + yy);
  else {
    const thisYear = now.getUTCFullYear();
    year = thisYear - ((thisYear - Number(yy)) % 100);
    if (dateOf(year) > now.getTime()) year -= 100;
    if (sep === '+') year -= 100;
  }
  if (year < 1800 || !realDate(year, month, day) || dateOf(year) > now.getTime()) return null;
  if (!luhnValid(`${yy}${mm}${dd}${serial}${check}`)) return null;
  return `${year}${mm}${dd}-${serial}${check}`;
}

export const validPersonalNumber = (raw: string, now = new Date()) => !!personalNumber(raw, now);

/**
 * An organisation number as `NNNNNN-NNNC`, a sole trader's personnummer as `YYYYMMDD-NNNC`, or null.
 * A `16` prefix promises a legal entity (third digit 2 or more).
 */
export function organisationNumber(raw: string, now = new Date()): string | null {
  const compact = raw.replace(/\s/g, '');
  const m = ORGANISATION.exec(compact);
  if (m && Number(m[2]![2]) >= 2) return luhnValid(m[2]! + m[3]!) ? `${m[2]}-${m[3]}` : null;
  if (m?.[1]) return null;
  return personalNumber(compact, now);
}

export const validOrganisationNumber = (raw: string, now = new Date()) =>
  !!organisationNumber(raw, now);
