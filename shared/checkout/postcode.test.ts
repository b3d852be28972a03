import { describe, expect, it } from 'vitest';
import { parsePostcode } from './postcode';

const postcode = (country: string, input: string) => {
  const r = parsePostcode(country, input);
  return r.ok ? `${r.normalized} shown ${r.display}` : 'refused';
};

describe('postcodes by country', () => {
  it.each`
    country | input            | expected                         | rule
    ${'se'} | ${'123 45'}      | ${'12345 shown 123 45'}          | ${'Sweden: five digits, written 123 45'}
    ${'se'} | ${'12345'}       | ${'12345 shown 123 45'}          | ${'or 12345'}
    ${'SE'} | ${' 984 99 '}    | ${'98499 shown 984 99'}          | ${'any case of country, spaces around'}
    ${'se'} | ${'SE-114 55'}   | ${'11455 shown 114 55'}          | ${'the country prefix is forgiven'}
    ${'se'} | ${'01234'}       | ${'refused'}                     | ${'the first digit is never 0'}
    ${'se'} | ${'1234'}        | ${'refused'}                     | ${'four digits are too few'}
    ${'se'} | ${'123456'}      | ${'refused'}                     | ${'six are too many'}
    ${'se'} | ${'123 4a'}      | ${'refused'}                     | ${'letters'}
    ${'se'} | ${'123-45'}      | ${'refused'}                     | ${'a hyphen is not how Swedish postcodes are written'}
    ${'se'} | ${''}            | ${'refused'}                     | ${'empty'}
    ${'fi'} | ${'00100'}       | ${'00100 shown 00100'}           | ${'Finland: five digits, 0 first allowed'}
    ${'fi'} | ${'FI-22100'}    | ${'22100 shown 22100'}           | ${''}
    ${'fi'} | ${'0010'}        | ${'refused'}                     | ${''}
    ${'no'} | ${'0150'}        | ${'0150 shown 0150'}             | ${'Norway: four digits'}
    ${'no'} | ${'01500'}       | ${'refused'}                     | ${''}
    ${'dk'} | ${'2100'}        | ${'2100 shown 2100'}             | ${'Denmark: four digits'}
    ${'dk'} | ${'DK-8000'}     | ${'8000 shown 8000'}             | ${''}
    ${'dk'} | ${'210'}         | ${'refused'}                     | ${''}
    ${'gb'} | ${'sw1a  1aa'}   | ${'SW1A 1AA shown SW1A 1AA'}     | ${'elsewhere: 2–10 letters and digits, upper-cased, one space'}
    ${'pl'} | ${'00-950'}      | ${'00-950 shown 00-950'}         | ${'hyphens between them'}
    ${'us'} | ${'12345-6789'}  | ${'12345-6789 shown 12345-6789'} | ${''}
    ${'xx'} | ${'A'}           | ${'refused'}                     | ${'one character is too few'}
    ${'xx'} | ${'12345678901'} | ${'refused'}                     | ${'eleven too many'}
    ${'xx'} | ${'12--34'}      | ${'refused'}                     | ${'separators only between characters'}
    ${'xx'} | ${'-1234'}       | ${'refused'}                     | ${''}
    ${'xx'} | ${'12#34'}       | ${'refused'}                     | ${'no other characters'}
  `('$country $input → $expected: $rule', ({ country, input, expected }) =>
    expect(postcode(country, input)).toBe(expected),
  );
});
