import { describe, expect, it } from 'vitest';
import { parseOrganisationNumber, parsePersonalNumber } from './identity-number';

// A fixed day, so centuries and "not born yet" do not move with the calendar.
const today = new Date('2026-11-23T12:00:00Z');
const person = (input: string) => summary(parsePersonalNumber(input, today));
const organisation = (input: string) => summary(parseOrganisationNumber(input, today));
const summary = (r: ReturnType<typeof parsePersonalNumber>) =>
  r.ok ? `${r.kind} ${r.normalized}${r.birthDate ? ` ${r.birthDate}` : ''}` : r.reason;

describe('personnummer and samordningsnummer', () => {
  it.each`
    input                | expected                                   | rule
    ${'121212-1212'}     | ${'person 20121212-1212 2012-12-12'}       | ${"Skatteverket's Tolvan, ten digits with a hyphen"}
    ${'8112189876'}      | ${'person 19811218-9876 1981-12-18'}       | ${'ten digits without a separator'}
    ${'19811218-9876'}   | ${'person 19811218-9876 1981-12-18'}       | ${'twelve digits, with or without the hyphen'}
    ${'198112189876'}    | ${'person 19811218-9876 1981-12-18'}       | ${''}
    ${' 811218 – 9876 '} | ${'person 19811218-9876 1981-12-18'}       | ${'spaces and a typographic dash are forgiven'}
    ${'121212+1212'}     | ${'person 19121212-1212 1912-12-12'}       | ${'+ means a hundred years or older'}
    ${'261123-1230'}     | ${'person 20261123-1230 2026-11-23'}       | ${'the century is the latest one not in the future'}
    ${'261224-1238'}     | ${'person 19261224-1238 1926-12-24'}       | ${''}
    ${'990101-1230'}     | ${'person 19990101-1230 1999-01-01'}       | ${''}
    ${'701063-2391'}     | ${'coordination 19701063-2391 1970-10-03'} | ${'samordningsnummer: day + 60'}
    ${'900101-1234'}     | ${'checksum'}                              | ${'wrong check digit'}
    ${'900101-1239'}     | ${'person 19900101-1239 1990-01-01'}       | ${''}
    ${'850230-1230'}     | ${'date'}                                  | ${"1985-02-30 does not exist (the original's Date rollover)"}
    ${'251301-1235'}     | ${'date'}                                  | ${'month 13 does not exist'}
    ${'250000-1231'}     | ${'date'}                                  | ${'day 00 does not exist'}
    ${'000229-1235'}     | ${'person 20000229-1235 2000-02-29'}       | ${'2000-02-29 exists (leap year)'}
    ${'240229-1237'}     | ${'person 20240229-1237 2024-02-29'}       | ${'2024-02-29 exists'}
    ${'000229+1235'}     | ${'date'}                                  | ${'1900-02-29 does not (a century is no leap year)'}
    ${'100229-1233'}     | ${'date'}                                  | ${'2010-02-29 does not'}
    ${'20300101-1234'}   | ${'future'}                                | ${'born in the future'}
    ${'17991231-9994'}   | ${'format'}                                | ${'twelve digits before 1800'}
    ${'19121212+1212'}   | ${'format'}                                | ${'twelve digits with + are a contradiction'}
    ${'010101-0007'}     | ${'format'}                                | ${'birth number 000 is never issued'}
    ${'121212-1212abc'}  | ${'format'}                                | ${"trailing garbage (the original's regex let it through)"}
    ${'121212-12121'}    | ${'format'}                                | ${''}
    ${'x121212-1212'}    | ${'format'}                                | ${''}
    ${'121212-121'}      | ${'format'}                                | ${'too short'}
    ${''}                | ${'format'}                                | ${'empty'}
    ${'ÅÅMMDD-NNNN'}     | ${'format'}                                | ${'letters'}
  `('$input → $expected: $rule', ({ input, expected }) => expect(person(input)).toBe(expected));
});

describe('organisationsnummer', () => {
  it.each`
    input              | expected                             | rule
    ${'556091-2148'}   | ${'organisation 556091-2148'}        | ${'an aktiebolag'}
    ${'5560125790'}    | ${'organisation 556012-5790'}        | ${''}
    ${'202100-5489'}   | ${'organisation 202100-5489'}        | ${'a public body (group 2)'}
    ${'16556091-2148'} | ${'organisation 556091-2148'}        | ${'with the 16 prefix'}
    ${'165560912148'}  | ${'organisation 556091-2148'}        | ${''}
    ${'556091-2149'}   | ${'checksum'}                        | ${'wrong check digit'}
    ${'811218-9876'}   | ${'person 19811218-9876 1981-12-18'} | ${'a sole trader uses a personnummer'}
    ${'198112189876'}  | ${'person 19811218-9876 1981-12-18'} | ${''}
    ${'551234-5678'}   | ${'date'}                            | ${'third digit below 2 is a month, so it must be a real date'}
    ${'16811218-9876'} | ${'format'}                          | ${'the 16 prefix promises a legal entity'}
    ${'556091-2148x'}  | ${'format'}                          | ${'trailing garbage'}
    ${'5560-912148'}   | ${'format'}                          | ${'a hyphen in the wrong place'}
    ${''}              | ${'format'}                          | ${'empty'}
  `('$input → $expected: $rule', ({ input, expected }) =>
    expect(organisation(input)).toBe(expected),
  );
});
