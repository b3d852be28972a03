import { describe, expect, it } from 'vitest';

import { parsePersonId } from '../../../shared/checkout/person-id';
import { luhnValid } from './identity-number';
import { personId } from './person-id';

// The backend keeps its own copy of the storefront's rule (it imports nothing of the storefront), as
// for business IDs (business-id.test.ts): both must take the same numbers and write them alike.
// shared/checkout/person-id.test.ts holds the expected values.
const TODAY = new Date('2026-11-01T12:00:00Z');

/** A pseudo-random source that gives the same numbers in every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) =>
    Math.floor(((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
}
const two = (n: number) => String(n).padStart(2, '0');
const three = (n: number) => String(n).padStart(3, '0');

/**
 * Birth dates around every century rule: day 0–31 (a Norwegian D-number's + 40) of month 0–12 (so
 * some are not dates), YY 00–99 (so some are to come), 29 February of 1900 and 2000.
 */
function dates(next: (n: number) => number, dNumbers = false) {
  const leap = next(8) === 0;
  const day = (leap ? 29 : next(32)) + (dNumbers && next(4) === 0 ? 40 : 0);
  return `${two(day)}${two(leap ? 2 : next(13))}${two(leap ? 0 : next(100))}`;
}
const finnish = (next: (n: number) => number) => {
  const date = dates(next);
  const serial = three(next(1000));
  const check = next(6)
    ? '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(date + serial) % 31]
    : 'GZ01'[next(4)];
  const text = `${date}${'+-ABCDEFUVWXYG'[next(14)]}${serial}${check}`;
  return next(4) ? text : text.toLowerCase().replace('-', '–');
};
const norwegian = (next: (n: number) => number) => {
  let digits = `${dates(next, true)}${three(next(1000))}`;
  for (const weights of [
    [3, 7, 6, 1, 8, 9, 4, 5, 2],
    [5, 4, 3, 2, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    digits += next(8) ? ((11 - (sum % 11)) % 11) % 10 : next(10);
  }
  return `${digits.slice(0, 6)}${['', ' ', '-'][next(3)]}${digits.slice(6)}`;
};
const danish = (next: (n: number) => number) =>
  `${dates(next)}${['', '-', ' '][next(3)]}${String(next(10_000)).padStart(4, '0')}`;
const swedish = (next: (n: number) => number) => {
  const ten = `${dates(next).replace(/(..)(..)(..)/, '$3$2$1')}${three(next(1000))}`;
  return `${ten.slice(0, 6)}-${ten.slice(6)}${[...'0123456789'].find((c) => luhnValid(ten + c))}`;
};

function generated(seed: number): string[] {
  const next = random(seed);
  return [finnish, norwegian, danish, swedish].flatMap((make) =>
    Array.from({ length: 400 }, () => make(next)),
  );
}

const WRITTEN = [
  '131052-308T',
  '131052-308t',
  '131052A308T',
  '131052-000V',
  '131052-001W',
  '131052-002X',
  '131052-899V',
  '131052-900W',
  '15059012387',
  '150590 12387',
  '55054580281',
  '69020025050',
  '15059010700',
  '070761-4285',
  '0707614285',
  '010157-8123',
  '121212-1212',
  '19121212-1212',
  'ab 123456',
  'x',
  '<script>',
  '',
];

describe('the backend and the storefront read a personal identity number alike', () => {
  const inputs = [...WRITTEN, ...generated(3)];
  it.each(['SE', 'FI', 'NO', 'DK', 'DE'])('in %s', (country) => {
    const disagreements = inputs.filter((input) => {
      const shop = parsePersonId(country, input, TODAY);
      return (shop.ok ? shop.normalized : null) !== personId(country, input, TODAY);
    });
    expect(disagreements).toEqual([]);
    const accepted = inputs.filter((input) => personId(country, input, TODAY) !== null);
    expect(accepted.length).toBeGreaterThan(country === 'DE' ? 1000 : 150);
  });
});
