/** What an identity number turned out to be (a Norwegian D-number is a coordination number too). */
export type IdentityKind = 'person' | 'coordination' | 'organisation';
/** Why it is not one: not the shape of one, not a real date, born in the future, or a wrong check digit. */
export type IdentityFailure = 'format' | 'date' | 'future' | 'checksum';

/**
 * `normalized` is the unambiguous written form: `YYYYMMDD-NNNC` for a Swedish person (the century
 * resolved), `NNNNNN-NNNC` for a Swedish organisation; other countries' in business-id.ts and
 * person-id.ts. `birthDate` (ISO) is there for persons whose number says it only.
 */
export type IdentityResult =
  | { ok: true; normalized: string; kind: IdentityKind; birthDate?: string }
  | { ok: false; reason: IdentityFailure };

const fail = (reason: IdentityFailure): IdentityResult => ({ ok: false, reason });

// Spaces go; the dashes a phone keyboard or a copied text may bring become a hyphen.
export const clean = (input: string) =>
  input.replace(/\s+/g, '').replace(/[\u2010-\u2015\u2212]/g, '-');

/** Luhn (weights 2,1,2,… from the left) over the ten-digit form: the last digit checks the other nine. */
export function luhnValid(tenDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const v = Number(tenDigits[i]) * (i % 2 ? 1 : 2);
    sum += v > 9 ? v - 9 : v;
  }
  return (10 - (sum % 10)) % 10 === Number(tenDigits[9]);
}

const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
export const daysIn = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// [century?][YYMMDD][- or + or nothing][NNN][C]
const PERSON = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/;

/**
 * A personnummer or samordningsnummer (Skatteverket): `YYMMDD-NNNC`, `YYMMDDNNNC`, `YYYYMMDD-NNNC`
 * or `YYYYMMDDNNNC`. In the ten-digit form the century is the latest one that puts the birth date
 * on or before `today`, and `+` (written from the year a person turns 100) goes back a further
 * century. The date must exist in that year (1985-02-30 does not; 2000-02-29 does, 1900-02-29 does
 * not); a samordningsnummer is the same with 60 added to the day. The birth number is 001–999, and
 * the check digit is Luhn over the ten-digit form.
 */
export function parsePersonalNumber(input: string, today = new Date()): IdentityResult {
  const m = PERSON.exec(clean(input));
  if (!m) return fail('format');
  const [, century, yy, mm, dd, separator, birthNumber, check] = m as unknown as string[];
  // The twelve-digit form says the century itself; a `+` beside it would contradict or repeat it.
  if ((century && separator === '+') || birthNumber === '000') return fail('format');
  const month = Number(mm);
  const rawDay = Number(dd);
  const coordination = rawDay > 60;
  const day = coordination ? rawDay - 60 : rawDay;
  const todayNumber =
    today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  let year: number;
  if (century) {
    year = Number(century + yy);
    if (year < 1800) return fail('format');
  } else {
    const thisYear = today.getUTCFullYear();
    year = thisYear - ((thisYear - Number(yy)) % 100);
    if (year * 10_000 + month * 100 + day > todayNumber) year -= 100;
    if (separator === '+') year -= 100;
  }
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return fail('date');
  if (year * 10_000 + month * 100 + day > todayNumber) return fail('future');
  if (!luhnValid(`${yy}${mm}${dd}${birthNumber}${check}`)) return fail('checksum');
  return {
    ok: true,
    normalized: `${pad(year, 4)}${mm}${dd}-${birthNumber}${check}`,
    kind: coordination ? 'coordination' : 'person',
    birthDate: `${pad(year, 4)}-${mm}-${pad(day)}`,
  };
}

// [16?][NNNNNN][-?][NNNC]
const ORGANISATION = /^(16)?(\d{6})-?(\d{4})$/;

/**
 * An organisationsnummer (Bolagsverket/Skatteverket): `NNNNNN-NNNC` or ten digits, optionally
 * written with the prefix `16` as twelve. A legal entity's third digit is 2 or more, so it can
 * never be read as a month; the check digit is Luhn. A sole trader (enskild firma) has no number
 * of its own and uses the owner's personnummer, so a valid personnummer is accepted as well (its
 * kind says so).
 */
export function parseOrganisationNumber(input: string, today = new Date()): IdentityResult {
  const cleaned = clean(input);
  const m = ORGANISATION.exec(cleaned);
  if (m && Number(m[2]![2]) >= 2) {
    const digits = m[2]! + m[3]!;
    return luhnValid(digits)
      ? { ok: true, normalized: `${m[2]}-${m[3]}`, kind: 'organisation' }
      : fail('checksum');
  }
  // A `16` prefix promises a legal entity.
  if (m?.[1]) return fail('format');
  return parsePersonalNumber(cleaned, today);
}
