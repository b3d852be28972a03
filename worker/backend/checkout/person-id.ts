import { personalNumber, realDate } from './identity-number';

/**
 * A person's identity number by the country of their address, each checked as its registry
 * defines it and kept in its written form. The storefront checks the same rules for the shopper
 * (shared/checkout/person-id.ts); this is the backend's own, authoritative check.
 */
type Reading = { written: string; day: number; month: number; years: number[] } | null;

const FI_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const FI = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/**
 * Finland's henkilötunnus `DDMMYYCZZZQ`: `+` the 1800s, `-` and `Y X W V U` the 1900s, `A`–`F` the
 * 2000s; ZZZ 002–899; Q the character of DDMMYYZZZ modulo 31.
 */
function finnish(text: string): Reading {
  const m = FI.exec(text);
  if (!m) return null;
  const [written, dd = '', mm = '', yy = '', sign = '', zzz = '', check] = m;
  const serial = Number(zzz);
  if (serial < 2 || serial > 899 || FI_CHECK[Number(dd + mm + yy + zzz) % 31] !== check)
    return null;
  const century = sign === '+' ? 1800 : 'ABCDEF'.includes(sign) ? 2000 : 1900;
  return { written, day: Number(dd), month: Number(mm), years: [century + Number(yy)] };
}

/** 11 less the weighted sum modulo 11, 11 being 0; 10 (never issued) comes back as 10. */
const mod11 = (digits: string, weights: number[]) =>
  (11 - (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11)) % 11;

/**
 * Norway's fødselsnummer `DDMMYYIIIKK` (D-number: day + 40), two modulo-11 check digits. The century
 * by the individual number: 000–499 1900s; 500–749 with YY ≥ 54 1800s; 500–999 with YY ≤ 39 2000s;
 * 900–999 with YY ≥ 40 1900s; D-numbers since August 2021 also 600–899 with YY ≥ 40 (1900s) and
 * 200–499 with YY ≤ 39 (2000s).
 */
function norwegian(text: string): Reading {
  if (!/^\d{6}-?\d{5}$/.test(text)) return null;
  const digits = text.replace('-', '');
  if (mod11(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]) !== Number(digits[9])) return null;
  if (mod11(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) !== Number(digits[10])) return null;
  const dd = Number(digits.slice(0, 2));
  const yy = Number(digits.slice(4, 6));
  const serial = Number(digits.slice(6, 9));
  const d = dd > 40;
  const years: number[] = [];
  if (serial <= 499) years.push(1900 + yy);
  if (serial >= 500 && serial <= 749 && yy >= 54) years.push(1800 + yy);
  if (serial >= 500 && yy <= 39) years.push(2000 + yy);
  if (serial >= 900 && yy >= 40) years.push(1900 + yy);
  if (d && serial >= 600 && serial <= 899 && yy >= 40) years.push(1900 + yy);
  if (d && serial >= 200 && serial <= 499 && yy <= 39) years.push(2000 + yy);
  return { written: digits, day: d ? dd - 40 : dd, month: Number(digits.slice(2, 4)), years };
}

/**
 * Denmark's CPR-nummer `DDMMYY[-]SSSS`, no check digit (dropped in 2007). The century by the serial's
 * first digit: 0–3 1900s; 4 and 9 2000s when YY ≤ 36, else 1900s; 5–8 2000s when YY ≤ 57, else 1800s.
 */
function danish(text: string): Reading {
  const m = /^(\d{6})-?(\d{4})$/.exec(text);
  if (!m) return null;
  const yy = Number(m[1]!.slice(4));
  const first = Number(m[2]![0]);
  let century = 1900;
  if ((first === 4 || first === 9) && yy <= 36) century = 2000;
  if (first >= 5 && first <= 8) century = yy <= 57 ? 2000 : 1800;
  const [day, month] = [Number(m[1]!.slice(0, 2)), Number(m[1]!.slice(2, 4))];
  return { written: `${m[1]}-${m[2]}`, day, month, years: [century + yy] };
}

const READERS: Readonly<Record<string, (text: string) => Reading>> = {
  FI: finnish,
  NO: norwegian,
  DK: danish,
};

/**
 * A personal identity number in its written form (`YYYYMMDD-NNNC`, `131052-308T`, `01015050760`,
 * `070761-4285`), or null when it is not valid in `country` (an ISO code): a real birth date not after
 * `now`. Spaces and typographic dashes are forgiven. Elsewhere 2–20 letters and digits with single
 * spaces or hyphens between, unchecked.
 */
export function personId(country: string, raw: string, now = new Date()): string | null {
  const code = country.toUpperCase();
  const compact = raw
    .replace(/\s+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toUpperCase();
  if (code === 'SE') return personalNumber(compact, now);
  const read = Object.hasOwn(READERS, code) ? READERS[code] : undefined;
  if (!read) {
    const text = raw.trim().toUpperCase();
    return /^[A-Z\d](?:[A-Z\d]|[ -](?=[A-Z\d])){1,19}$/.test(text) ? text : null;
  }
  const reading = read(compact);
  if (!reading) return null;
  const { day, month } = reading;
  const year = reading.years.find(
    (y) => realDate(y, month, day) && Date.UTC(y, month - 1, day) <= now.getTime(),
  );
  return year === undefined ? null : reading.written;
}
