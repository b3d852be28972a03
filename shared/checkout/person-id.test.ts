import { describe, expect, it } from 'vitest';
import { parsePersonId } from './person-id';

// A fixed day, so centuries and "not born yet" do not move with the calendar.
const today = new Date('2026-11-23T12:00:00Z');
const parsed = (country: string, input: string) => {
  const r = parsePersonId(country, input, today);
  return r.ok ? `${r.kind} ${r.normalized}${r.birthDate ? ` ${r.birthDate}` : ''}` : r.reason;
};

// Check characters and digits computed from the registries' rules (and again in Python); the
// examples marked so are the registries' own published ones.
describe("a person's identity number by the country of their address", () => {
  it.each`
    country | input                | expected                                 | rule
    ${'SE'} | ${'121212-1212'}     | ${'person 20121212-1212 2012-12-12'}     | ${'Sweden: the personnummer (identity-number.ts)'}
    ${'se'} | ${'131052-308T'}     | ${'format'}                              | ${'a Finnish number is not a Swedish one'}
    ${'FI'} | ${'131052-308T'}     | ${'person 131052-308T 1952-10-13'}       | ${"Finland: the henkilötunnus (DVV's example)"}
    ${'fi'} | ${'131052-308t'}     | ${'person 131052-308T 1952-10-13'}       | ${'written in upper case'}
    ${'FI'} | ${' 131052 – 308T '} | ${'person 131052-308T 1952-10-13'}       | ${'spaces and a typographic dash forgiven'}
    ${'FI'} | ${'131052+308T'}     | ${'person 131052+308T 1852-10-13'}       | ${'+ is the 1800s'}
    ${'FI'} | ${'131052A308T'}     | ${'future'}                              | ${'A is the 2000s: 2052 is to come'}
    ${'FI'} | ${'010594Y123W'}     | ${'person 010594Y123W 1994-05-01'}       | ${'Y is the 1900s too (since 2023)'}
    ${'FI'} | ${'290200A002C'}     | ${'person 290200A002C 2000-02-29'}       | ${'2000-02-29 exists'}
    ${'FI'} | ${'290200-002C'}     | ${'date'}                                | ${'1900-02-29 does not'}
    ${'FI'} | ${'150525A456V'}     | ${'person 150525A456V 2025-05-15'}       | ${'born last year'}
    ${'FI'} | ${'150527A456C'}     | ${'future'}                              | ${'born next year'}
    ${'FI'} | ${'310299-1234'}     | ${'date'}                                | ${'February 31st'}
    ${'FI'} | ${'131052-899V'}     | ${'person 131052-899V 1952-10-13'}       | ${'individual number 899, the highest'}
    ${'FI'} | ${'131052-900W'}     | ${'format'}                              | ${'900–999 are temporary numbers (W is its check character)'}
    ${'FI'} | ${'131052-001W'}     | ${'format'}                              | ${'000 and 001 are never issued'}
    ${'FI'} | ${'131052-308U'}     | ${'checksum'}                            | ${'a wrong check character'}
    ${'FI'} | ${'131052G308T'}     | ${'format'}                              | ${'G is no century sign'}
    ${'FI'} | ${'131052308T'}      | ${'format'}                              | ${'the sign is part of the number'}
    ${'FI'} | ${'121212-1212'}     | ${'checksum'}                            | ${'a Swedish number is not a Finnish one'}
    ${'NO'} | ${'15059012387'}     | ${'person 15059012387 1990-05-15'}       | ${'Norway: the fødselsnummer (000–499: the 1900s)'}
    ${'no'} | ${'150590 12387'}    | ${'person 15059012387 1990-05-15'}       | ${'a space after the date forgiven'}
    ${'NO'} | ${'150590-12387'}    | ${'person 15059012387 1990-05-15'}       | ${'and a hyphen'}
    ${'NO'} | ${'30108299920'}     | ${'person 30108299920 1982-10-30'}       | ${"900–999 with YY 40 or more: the 1900s (Skatteetaten's example)"}
    ${'NO'} | ${'15059012388'}     | ${'checksum'}                            | ${'a wrong second check digit'}
    ${'NO'} | ${'15059012487'}     | ${'checksum'}                            | ${'a changed digit'}
    ${'NO'} | ${'15059010700'}     | ${'checksum'}                            | ${'a first check digit of 10 is never issued'}
    ${'NO'} | ${'55059012370'}     | ${'coordination 55059012370 1990-05-15'} | ${'a D-number: day + 40'}
    ${'NO'} | ${'29020050088'}     | ${'person 29020050088 2000-02-29'}       | ${'500–999 with YY 39 or less: the 2000s'}
    ${'NO'} | ${'29020049942'}     | ${'date'}                                | ${'1900-02-29 does not exist'}
    ${'NO'} | ${'01016060085'}     | ${'person 01016060085 1860-01-01'}       | ${'500–749 with YY 54 or more: the 1800s'}
    ${'NO'} | ${'15054580026'}     | ${'date'}                                | ${'800 with YY 45: no century'}
    ${'NO'} | ${'55054580281'}     | ${'coordination 55054580281 1945-05-15'} | ${'but a D-number since 2021: the 1900s'}
    ${'NO'} | ${'69020025050'}     | ${'coordination 69020025050 2000-02-29'} | ${'a D-number with 200–499 and YY 39 or less may be of the 2000s'}
    ${'NO'} | ${'01013090099'}     | ${'future'}                              | ${'2030 is to come'}
    ${'NO'} | ${'02013299997'}     | ${'future'}                              | ${"born 2032 (Skatteetaten's example)"}
    ${'NO'} | ${'1505901238'}      | ${'format'}                              | ${'a digit short'}
    ${'DK'} | ${'070761-4285'}     | ${'person 070761-4285 1961-07-07'}       | ${'Denmark: the CPR-nummer (4 with YY over 36: the 1900s)'}
    ${'dk'} | ${'0707614285'}      | ${'person 070761-4285 1961-07-07'}       | ${'the hyphen optional'}
    ${'DK'} | ${'070761 4285'}     | ${'person 070761-4285 1961-07-07'}       | ${'a space forgiven'}
    ${'DK'} | ${'070761-4286'}     | ${'person 070761-4286 1961-07-07'}       | ${'no check digit (since 2007)'}
    ${'DK'} | ${'010100-4000'}     | ${'person 010100-4000 2000-01-01'}       | ${'4 with YY 36 or less: the 2000s'}
    ${'DK'} | ${'010137-9123'}     | ${'person 010137-9123 1937-01-01'}       | ${'9 with YY over 36: the 1900s'}
    ${'DK'} | ${'010136-9123'}     | ${'future'}                              | ${'9 with YY 36: 2036 is to come'}
    ${'DK'} | ${'010160-5123'}     | ${'person 010160-5123 1860-01-01'}       | ${'5–8 with YY over 57: the 1800s'}
    ${'DK'} | ${'010157-8123'}     | ${'future'}                              | ${'5–8 with YY 57 or less: the 2000s'}
    ${'DK'} | ${'290200-4123'}     | ${'person 290200-4123 2000-02-29'}       | ${'2000-02-29 exists'}
    ${'DK'} | ${'290200-1123'}     | ${'date'}                                | ${'0–3: the 1900s, and 1900-02-29 does not'}
    ${'DK'} | ${'311399-1234'}     | ${'date'}                                | ${'month 13'}
    ${'DK'} | ${'070761-42856'}    | ${'format'}                              | ${'a digit too many'}
    ${'DK'} | ${'O70761-4285'}     | ${'format'}                              | ${'a letter'}
    ${'DE'} | ${'ab 123456'}       | ${'person AB 123456'}                    | ${'elsewhere: letters and digits, unchecked'}
    ${'DE'} | ${'x'}               | ${'format'}                              | ${'but at least two'}
    ${'DE'} | ${'<script>'}        | ${'format'}                              | ${'and nothing else'}
    ${'DE'} | ${''}                | ${'format'}                              | ${'empty'}
  `('$rule: $country $input → $expected', ({ country, input, expected }) =>
    expect(parsed(country, input)).toBe(expected),
  );
});
