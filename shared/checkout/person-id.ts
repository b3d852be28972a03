import {
  clean,
  daysIn,
  pad,
  parsePersonalNumber,
  type IdentityFailure,
  type IdentityKind,
  type IdentityResult,
} from './identity-number';

/** A number of the right shape and check: its written form and the years its date may be of. */
interface Reading {
  normalized: string;
  kind: IdentityKind;
  day: number;
  month: number;
  /** Most likely first; more than one only for a Norwegian D-number. */
  years: number[];
}
type Reader = (text: string) => Reading | IdentityFailure;

/** Finland's check characters: DDMMYYZZZ read as one number, modulo 31, picks one. */
const FI_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
// DDMMYY, the century sign, the individual number ZZZ, the check character.
const FI = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/**
 * Finland's henkilötunnus (personbeteckning), `DDMMYYCZZZQ`: the century sign `+` is the 1800s, `-`
 * and (since 2023) `Y X W V U` the 1900s, `A` and `B`–`F` the 2000s; ZZZ is 002–899 (900–999 are
 * temporary numbers); Q is the check character. Written in upper case.
 */
const finnish: Reader = (text) => {
  const m = FI.exec(text.toUpperCase());
  if (!m) return 'format';
  const [all, dd = '', mm = '', yy = '', sign = '', zzz = '', check] = m;
  if (Number(zzz) < 2 || Number(zzz) > 899) return 'format';
  if (FI_CHECK[Number(dd + mm + yy + zzz) % 31] !== check) return 'checksum';
  const century = sign === '+' ? 1800 : /[-U-Y]/.test(sign) ? 1900 : 2000;
  return { normalized: all, kind: 'person', day: +dd, month: +mm, years: [century + +yy] };
};

// DDMMYY (a D-number's day + 40), the individual number III, two check digits.
const NO = /^(\d{2})(\d{2})(\d{2})-?(\d{3})(\d{2})$/;
const NO_WEIGHTS = [
  [3, 7, 6, 1, 8, 9, 4, 5, 2],
  [5, 4, 3, 2, 7, 6, 5, 4, 3, 2],
];
/**
 * The centuries of Norway's individual numbers (Skatteetaten): [lowest, highest number, lowest YY,
 * highest YY, century, D-numbers only]. The last two are the D-number series widened in August 2021.
 */
const NO_CENTURIES = [
  [0, 499, 0, 99, 1900, false],
  [500, 749, 54, 99, 1800, false],
  [500, 999, 0, 39, 2000, false],
  [900, 999, 40, 99, 1900, false],
  [600, 899, 40, 99, 1900, true],
  [200, 499, 0, 39, 2000, true],
] as const;

/**
 * Norway's fødselsnummer, `DDMMYYIIIKK` (a hyphen after the date forgiven): each check digit is 11 less
 * the remainder of its weighted sum modulo 11 (11 gives 0; 10 is never issued). A D-number has 40
 * added to the day. Written as eleven digits.
 */
const norwegian: Reader = (text) => {
  const m = NO.exec(text);
  if (!m) return 'format';
  const digits = m.slice(1).join('');
  const wrong = NO_WEIGHTS.some((weights, k) => {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    return (11 - (sum % 11)) % 11 !== Number(digits[9 + k]);
  });
  if (wrong) return 'checksum';
  const [, dd = 0, mm = 0, yy = 0, iii = 0] = m.map(Number);
  const dNumber = dd > 40;
  const years = NO_CENTURIES.filter(
    ([low, high, from, to, , dOnly]) =>
      iii >= low && iii <= high && yy >= from && yy <= to && (dNumber || !dOnly),
  ).map(([, , , , century]) => century + yy);
  const kind = dNumber ? 'coordination' : 'person';
  return { normalized: digits, kind, day: dNumber ? dd - 40 : dd, month: mm, years };
};

// DDMMYY, the serial number SSSS.
const DK = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/;

/** The year of a CPR-nummer by its serial's first digit and YY (CPR-kontoret). */
function danishYear(first: number, yy: number): number {
  if (first <= 3) return 1900 + yy;
  if (first === 4 || first === 9) return (yy <= 36 ? 2000 : 1900) + yy;
  return (yy <= 57 ? 2000 : 1800) + yy;
}

/**
 * Denmark's CPR-nummer, `DDMMYY-SSSS` (the hyphen optional). No check digit: numbers without the
 * modulus-11 check have been issued since 2007. The serial's first digit and YY give the century:
 * 0–3 the 1900s; 4 and 9 the 2000s up to YY 36, else the 1900s; 5–8 the 2000s up to YY 57, else the
 * 1800s. Written with the hyphen.
 */
const danish: Reader = (text) => {
  const m = DK.exec(text);
  if (!m) return 'format';
  const [, dd = '', mm = '', yy = '', serial = ''] = m;
  const years = [danishYear(Number(serial[0]), Number(yy))];
  return { normalized: `${dd}${mm}${yy}-${serial}`, kind: 'person', day: +dd, month: +mm, years };
};

const READERS: Readonly<Record<string, Reader>> = { fi: finnish, no: norwegian, dk: danish };

/** The first year the date exists in and is not after `today`. */
function dated(reading: Reading, today: Date): IdentityResult {
  const { normalized, kind, day, month } = reading;
  const real = reading.years.filter(
    (year) => month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month),
  );
  if (!real.length) return { ok: false, reason: 'date' };
  const todayNumber =
    today.getUTCFullYear() * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  const year = real.find((y) => y * 10_000 + month * 100 + day <= todayNumber);
  if (year === undefined) return { ok: false, reason: 'future' };
  return { ok: true, normalized, kind, birthDate: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/**
 * A person's identity number as the country of their address writes it (ISO 3166 alpha-2, any case):
 * Sweden's personnummer (identity-number.ts), Finland's henkilötunnus, Norway's fødselsnummer and
 * Denmark's CPR-nummer, each a real birth date not after `today`, spaces forgiven; elsewhere 2–20
 * letters and digits with single spaces or hyphens between, unchecked. The backend has its own copy
 * (worker/backend/checkout/person-id.ts).
 */
export function parsePersonId(country: string, input: string, today = new Date()): IdentityResult {
  const code = country.toLowerCase();
  if (code === 'se') return parsePersonalNumber(input, today);
  const read = Object.hasOwn(READERS, code) ? READERS[code] : undefined;
  if (!read) {
    const text = input.trim().toUpperCase();
    return /^[A-Z\d](?:[A-Z\d]|[ -](?=[A-Z\d])){1,19}$/.test(text)
      ? { ok: true, normalized: text, kind: 'person' }
      : { ok: false, reason: 'format' };
  }
  const reading = read(clean(input));
  return typeof reading === 'string' ? { ok: false, reason: reading } : dated(reading, today);
}
