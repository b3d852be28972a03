import { describe, expect, it } from 'vitest';

import { parseBusinessId } from '../../../shared/checkout/business-id';
import { parsePersonalNumber } from '../../../shared/checkout/identity-number';
import { businessId } from './business-id';
import { luhnValid, personalNumber } from './identity-number';

// The backend keeps its own copy of the storefront's rules (it imports nothing of the storefront). Both
// must agree on every number, and write it alike: the shopper's form must never pass what the backend
// then refuses, nor refuse what it would take. shared/checkout/*.test.ts hold the expected values.
const TODAY = new Date('2026-11-01T12:00:00Z');

const WRITTEN = [
  '556091-2148',
  '5560912148',
  '16556091-2148',
  '556091-2149',
  '811228-9874',
  '19811228-9874',
  '0112038-9',
  'FI01120389',
  'fi0112038-9',
  '1572860-0',
  '0112038-8',
  '112038-9',
  '974 760 673',
  'NO974760673MVA',
  '974760674',
  '10150817',
  'DK-10 15 08 17',
  '10150818',
  '1015081A',
  'hrb 12345',
  'x',
  '<script>',
  '',
  '  ',
];

/** A pseudo-random source that gives the same numbers in every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) =>
    Math.floor(((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
}

/** Digit strings of every length the Nordic registries use: about one in ten has a valid check digit. */
function generated(seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: 400 }, () =>
    Array.from({ length: [8, 9, 10][next(3)]! }, () => next(10)).join(''),
  );
}

/**
 * Personal numbers with a valid check digit, written every way: around the century (born this year,
 * a hundred years ago), on impossible and future dates, coordination numbers (day + 60), with `-`,
 * `+` or nothing, with and without the century.
 */
function personalNumbers(seed: number): string[] {
  const next = random(seed);
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: 600 }, () => {
    const year = [1800, 1899, 1925, 1926, 1927, 1999, 2000, 2025, 2026, 2027][next(10)]! + next(2);
    const day = next(32) + (next(5) === 0 ? 60 : 0);
    const ten = `${two(year % 100)}${two(next(13))}${two(day)}${String(next(1000)).padStart(3, '0')}`;
    const check = [...'0123456789'].find((c) => luhnValid(ten + c))!;
    const separator = ['-', '+', ''][next(3)]!;
    const century = next(2) ? String(Math.floor(year / 100)) : '';
    return `${century}${ten.slice(0, 6)}${separator}${ten.slice(6)}${check}`;
  });
}

describe('the backend and the storefront read a personal number alike', () => {
  it('for every way of writing one', () => {
    const inputs = [...personalNumbers(11), '121212-1212', '261231-1239', '16121212-1212'];
    const disagreements = inputs.filter((input) => {
      const shop = parsePersonalNumber(input, TODAY);
      return (shop.ok ? shop.normalized : null) !== personalNumber(input, TODAY);
    });
    expect(disagreements).toEqual([]);
    const accepted = inputs.filter((input) => personalNumber(input, TODAY) !== null);
    expect(accepted.length).toBeGreaterThan(150);
    expect(inputs.length - accepted.length).toBeGreaterThan(150);
  });
});

describe('the backend and the storefront read a business ID alike', () => {
  const inputs = [...WRITTEN, ...generated(7), ...personalNumbers(5)];
  it.each(['SE', 'FI', 'NO', 'DK', 'DE'])('in %s', (country) => {
    const disagreements = inputs.filter((input) => {
      const shop = parseBusinessId(country, input, TODAY);
      return (shop.ok ? shop.normalized : null) !== businessId(country, input, TODAY);
    });
    expect(disagreements).toEqual([]);
    const accepted = inputs.filter((input) => businessId(country, input, TODAY) !== null);
    expect(accepted.length).toBeGreaterThan(country === 'DE' ? 200 : 3);
  });
});
