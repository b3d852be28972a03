import { describe, expect, it } from 'vitest';
import { validOrganisationNumber, validPersonalNumber } from './identity-number';

const NOW = new Date('2026-11-01T12:00:00Z');

describe('Swedish identity numbers', () => {
  it.each([
    ['121212-1212', true],
    ['1212121212', true],
    ['19121212-1212', true],
    ['191212121212', true],
    ['121212+1212', true],
    ['811218-9876', true],
    ['701063-2391', true],
    ['900101-1234', false],
    ['121212-1213', false],
    ['850230-1234', false],
    ['19850230-0000', false],
    ['121212-1212x', false],
    ['x121212-1212', false],
    ['20301212-1212', false],
    ['', false],
  ])('personal number %s is %s', (value, valid) => {
    expect(validPersonalNumber(value, NOW)).toBe(valid);
  });

  it.each([
    ['556091-2148', true],
    ['5560912148', true],
    ['16556091-2148', true],
    ['556012-5790', true],
    ['202100-5489', true],
    ['121212-1212', true],
    ['556091-2149', false],
    ['551091-2148', false],
    ['556091-21488', false],
  ])('organisation number %s is %s', (value, valid) => {
    expect(validOrganisationNumber(value, NOW)).toBe(valid);
  });
});
