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

function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** `now` decides the century of a 10-digit number and refuses future birth dates. */
export function validPersonalNumber(raw: string, now = new Date()): boolean {
  const m = PERSON.exec(raw.replace(/\s/g, ''));
  if (!m) return false;
  const [, century, yy, mm, dd, sep, serial, check] = m as unknown as string[];
  if (century && sep === '+') return false;
  const thisYear = now.getUTCFullYear();
  let year: number;
  if (century) year = Number(century + yy);
  else {
    year = Math.floor(thisYear / 100) * 100 + Number(yy);
    if (year > thisYear) year -= 100;
    if (sep === '+') year -= 100;
  }
  const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
  if (!realDate(year, Number(mm), day)) return false;
  if (Date.UTC(year, Number(mm) - 1, day) > now.getTime()) return false;
  if (serial === '000') return false;
  return luhnValid(`${yy}${mm}${dd}${serial}${check}`);
}

export function validOrganisationNumber(raw: string, now = new Date()): boolean {
  const compact = raw.replace(/\s/g, '');
  const m = ORGANISATION.exec(compact);
  if (m && Number(m[2]![2]) >= 2) return luhnValid(m[2]! + m[3]!);
  return validPersonalNumber(compact, now);
}
