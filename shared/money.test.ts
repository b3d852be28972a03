import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n/translator';
import { translatorFrom } from './i18n/translate';
import { en } from './i18n/en';
import { formatAmount, formatNumber, moneyLocale } from './money';

const show = (text: string) => text.replaceAll('\u00a0', '_');

describe('shared money formatting (the storefront side of the market rule)', () => {
  it("formats by the market's country, not the interface language", () => {
    expect(show(formatAmount(1299, 'SEK', moneyLocale('SE', 'SEK', 'en-US')))).toBe('1_299_kr');
    expect(show(formatAmount(679.2, 'SEK', moneyLocale('SE', 'SEK', 'en-US')))).toBe('679,20_kr');
    expect(show(formatAmount(49.9, 'EUR', moneyLocale('FI', 'EUR', 'sv-SE')))).toBe('49,90_€');
    expect(show(formatAmount(499, 'NOK', moneyLocale('NO', 'NOK', 'en-US')))).toBe('499_kr');
    expect(show(formatAmount(349, 'DKK', moneyLocale('DK', 'DKK', 'en-US')))).toBe('349_kr.');
  });
  it('writes cents on a whole amount when asked (a discount beside sums with cents)', () => {
    expect(show(formatAmount(7, 'EUR', 'fi-FI', true))).toBe('7,00_€');
    expect(show(formatAmount(7, 'EUR', 'fi-FI'))).toBe('7_€');
    expect(show(formatAmount(100, 'SEK', 'sv-SE', true))).toBe('100,00_kr');
  });
  it("a country it does not know reads the currency's home convention, then the language's", () => {
    expect(moneyLocale('AX', 'EUR', 'en-US')).toBe('fi-FI');
    expect(moneyLocale('US', 'USD', 'en-US')).toBe('en-US');
  });
  it('groups numbers by the interface language', () => {
    expect(show(formatNumber(5200, 'sv-SE'))).toBe('5_200');
    expect(formatNumber(5200, 'en-US')).toBe('5,200');
  });
});

describe('numbers in interface texts (issue 13)', () => {
  it('have thousands separators in both languages, on the server and in the browser', () => {
    expect(show(createTranslator('sv')('list.count', { count: 5200 }))).toBe('5_200 produkter');
    expect(createTranslator('en')('list.count', { count: 5200 })).toBe('5,200 products');
    expect(translatorFrom('en', en)('search.count', { count: 12345 })).toBe('12,345 results');
    expect(createTranslator('sv')('reviews.average', { score: 4.5, count: 1200 })).toBe(
      '4,5 av 5 baserat på 1\u00a0200 omdömen',
    );
  });
  it('leave strings as they are (order numbers)', () => {
    expect(createTranslator('en')('confirmation.orderNumber', { number: '10234' })).toContain(
      '10234',
    );
  });
});
