import { describe, expect, it } from 'vitest';
import { formatAmount, moneyLocale } from '../../shared/money';
import { MARKETS, marketFor } from './markets';
import { formatMoney, formatMoneyRange, vatGroups } from './money';
import { scopeOf } from './scope';

const NBSP = '\u00a0';
const show = (text: string) => text.replaceAll(NBSP, '_');
const inMarket = (minor: number, alias: string, languageId: string) => {
  const scope = scopeOf({ marketId: alias, languageId });
  return show(formatMoney(minor, scope.currency, scope.moneyLocale));
};

describe('money as the market reads it (issue 13)', () => {
  it('the Swedish market reads Swedish money in both languages', () => {
    for (const languageId of ['sv-SE', 'en-US']) {
      expect(inMarket(89900, 'se', languageId)).toBe('899_kr');
      expect(inMarket(129900, 'se', languageId)).toBe('1_299_kr');
      expect(inMarket(67920, 'se', languageId)).toBe('679,20_kr');
    }
  });

  it('each other market follows its own convention, in both languages', () => {
    for (const languageId of ['sv-SE', 'en-US']) {
      expect(inMarket(4990, 'fi', languageId)).toBe('49,90_€');
      expect(inMarket(129900, 'fi', languageId)).toBe('1_299_€');
      expect(inMarket(49900, 'no', languageId)).toBe('499_kr');
      expect(inMarket(34900, 'dk', languageId)).toBe('349_kr.');
      expect(inMarket(129950, 'dk', languageId)).toBe('1.299,50_kr.');
    }
  });

  it('uses only no-break spaces', () => {
    for (const m of MARKETS)
      expect(formatMoney(123456789, m.currency, m.moneyLocale)).not.toMatch(/[ \u202f\u2009]/);
  });

  it("the price facet's ranges name the market's money, not the currency code", () => {
    const se = marketFor('se');
    expect(show(formatMoneyRange(1000, 1999, se.currency, se.moneyLocale, '{amount}+'))).toBe(
      '1_000–1_999_kr',
    );
    expect(show(formatMoneyRange(2000, null, se.currency, se.moneyLocale, 'över {amount}'))).toBe(
      'över_2_000_kr',
    );
    const fi = marketFor('fi');
    expect(show(formatMoneyRange(0, 199, fi.currency, fi.moneyLocale, ''))).toBe('0–199_€');
  });

  it("the storefront's own formatting (shared/money.ts) gives the same texts", () => {
    for (const m of MARKETS)
      for (const minor of [0, 4990, 34900, 49900, 129950])
        expect(
          formatAmount(minor / 100, m.currency.code, moneyLocale(m.country.code, m.currency.code)),
        ).toBe(formatMoney(minor, m.currency, m.moneyLocale));
  });
});

describe('VAT groups (VatGroupType)', () => {
  it('answers Int rates: rounded, one group for rates that round alike, highest first, none of 0', () => {
    const groups = vatGroups(
      new Map([
        [13.5, 1_000],
        [14, 500.4],
        [25.5, 2_000],
        [0, 0],
      ]),
    );
    expect(groups).toEqual([
      { rate: 26, amount: 20 },
      { rate: 14, amount: 15 },
    ]);
  });
});
