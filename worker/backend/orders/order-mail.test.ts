import { describe, expect, it } from 'vitest';
import { scopeOf } from '../scope';
import { confirmationMail, type MailOrder } from './order-mail';

const address = {
  company: '',
  firstName: 'Anna',
  lastName: 'Svensson',
  careOf: '',
  addressLine1: 'Storgatan 1',
  addressLine2: '',
  entryCode: '',
  zip: '11122',
  city: 'Stockholm',
  country: 'SE',
};
const order: MailOrder = {
  customerType: 'PERSON',
  billingAddress: address,
  shippingAddress: address,
  rows: [
    { quantity: 1, name: 'Rustika shorts i bomull', size: 'L', total: 89_900, totalEx: 71_920 },
  ],
  discount: 10_000,
  discountEx: 8_000,
  promoCode: 'MINUS100',
  shippingName: 'Hemleverans',
  shippingFee: 0,
  shippingFeeEx: 0,
  total: 79_900,
  totalEx: 63_920,
  fromBalance: 0,
  paymentName: 'Faktura',
};
const lines = (body: string) => body.split('\n').map((l) => l.replace(/\s/g, ' '));

describe('the order confirmation mail', () => {
  it('adds up: the lines and shipping, less the discount with its code, are the total', () => {
    const sv = lines(
      confirmationMail(order, scopeOf({ marketId: 'se', languageId: 'sv-SE' })).body,
    );
    expect(sv).toContain('1 × Rustika shorts i bomull (L)  899 kr');
    expect(sv).toContain('Rabatt (MINUS100): −100 kr');
    expect(sv).toContain('Totalt inkl. moms: 799 kr');
    expect(sv.indexOf('Rabatt (MINUS100): −100 kr')).toBeLessThan(
      sv.indexOf('Totalt inkl. moms: 799 kr'),
    );
    const en = lines(
      confirmationMail(order, scopeOf({ marketId: 'se', languageId: 'en-US' })).body,
    );
    expect(en).toContain('Discount (MINUS100): −100 kr');
  });

  it('writes the discount with the pages’ minus sign (U+2212) in every market’s money', () => {
    const inMarket = (marketId: string, languageId: string, discount: number) =>
      lines(confirmationMail({ ...order, discount }, scopeOf({ marketId, languageId })).body);
    expect(inMarket('dk', 'sv-SE', 7500)).toContain('Rabatt (MINUS100): \u221275 kr.');
    expect(inMarket('dk', 'en-US', 7500)).toContain('Discount (MINUS100): \u221275 kr.');
    expect(inMarket('fi', 'en-US', 1000)).toContain('Discount (MINUS100): \u221210 €');
    expect(inMarket('no', 'sv-SE', 10000)).toContain('Rabatt (MINUS100): \u2212100 kr');
  });

  it('writes the discount with cents when the sums around it have them, as the pages do', () => {
    const rows = [{ ...order.rows[0]!, total: 6995, totalEx: 5574 }];
    const euro = { ...order, rows, discount: 700, discountEx: 558, total: 6295, totalEx: 5016 };
    const en = lines(confirmationMail(euro, scopeOf({ marketId: 'fi', languageId: 'en-US' })).body);
    expect(en).toContain('Discount (MINUS100): \u22127,00 €');
    expect(en).toContain('Total inc. VAT: 62,95 €');
  });

  it('says no discount when there is none, and writes a Swedish postcode as it is written', () => {
    const body = confirmationMail(
      { ...order, discount: 0, promoCode: null, total: 89_900 },
      scopeOf({ marketId: 'se', languageId: 'sv-SE' }),
    ).body;
    expect(body).not.toContain('Rabatt');
    expect(lines(body)).toContain('111 22 Stockholm');
  });

  it('says what the confirmation page says: free shipping in words, the VAT included, the country', () => {
    const fi = { ...address, zip: '00100', city: 'Helsinki', country: 'FI' };
    const euro = { ...order, shippingName: 'Home delivery', shippingAddress: fi };
    const en = lines(confirmationMail(euro, scopeOf({ marketId: 'fi', languageId: 'en-US' })).body);
    expect(en).toContain('Shipping: Home delivery  Free shipping');
    expect(en).toContain('Of which VAT: 159,80 €');
    expect(en.slice(-2)).toEqual(['00100 Helsinki', 'Finland']);
    const sv = lines(
      confirmationMail(order, scopeOf({ marketId: 'se', languageId: 'sv-SE' })).body,
    );
    expect(sv).toContain('Frakt: Hemleverans  Fri frakt');
    expect(sv).toContain('Varav moms: 159,80 kr');
    expect(sv.indexOf('Varav moms: 159,80 kr')).toBeLessThan(
      sv.indexOf('Totalt inkl. moms: 799 kr'),
    );
    expect(sv.slice(-2)).toEqual(['111 22 Stockholm', 'Sverige']);
    // A fee is an amount; a care-of name is written as the page writes it; no country code given.
    const paid = { ...order, shippingFee: 4900, shippingFeeEx: 3920 };
    const careOf = { ...address, careOf: 'Berg', country: '' };
    const other = lines(
      confirmationMail(
        { ...paid, shippingAddress: careOf },
        scopeOf({ marketId: 'se', languageId: 'sv-SE' }),
      ).body,
    );
    expect(other).toContain('Frakt: Hemleverans  49 kr');
    expect(other).toContain('c/o Berg');
    expect(other.slice(-2)).toEqual(['111 22 Stockholm', 'Sverige']);
  });

  it('writes each address’s postcode as its country does, as the confirmation page does', async () => {
    const zipLine = (marketId: string, zip: string, city: string, country: string) =>
      lines(
        confirmationMail(
          { ...order, shippingAddress: { ...address, zip, city, country } },
          scopeOf({ marketId, languageId: 'en-US' }),
        ).body,
      ).at(-2);
    expect(zipLine('fi', 'FI-00100', 'Helsinki', 'FI')).toBe('00100 Helsinki');
    expect(zipLine('dk', 'DK-2100', 'København Ø', 'dk')).toBe('2100 København Ø');
    expect(zipLine('no', ' 0150 ', 'Oslo', 'NO')).toBe('0150 Oslo');
    expect(zipLine('se', 'SE-114 55', 'Stockholm', 'SE')).toBe('114 55 Stockholm');
    // A country by name is the market's; a postcode against its country's rule stays as stored.
    expect(zipLine('se', '11455', 'Stockholm', 'Sweden')).toBe('114 55 Stockholm');
    expect(zipLine('fi', '123', 'Espoo', 'FI')).toBe('123 Espoo');
  });

  it('gives an organisation the prices it saw, without VAT, then the VAT and the total with it', () => {
    const business = { ...order, customerType: 'ORGANIZATION' as const };
    const sv = lines(
      confirmationMail(business, scopeOf({ marketId: 'se', languageId: 'sv-SE' })).body,
    );
    expect(sv).toContain('Priser exkl. moms:');
    expect(sv).toContain('1 × Rustika shorts i bomull (L)  719,20 kr');
    // Beside sums with öre, the discount has them too.
    expect(sv).toContain('Rabatt (MINUS100): −80,00 kr');
    expect(sv).toContain('Totalt exkl. moms: 639,20 kr');
    expect(sv).toContain('Moms: 159,80 kr');
    expect(sv).toContain('Totalt inkl. moms: 799 kr');
    const en = lines(
      confirmationMail(business, scopeOf({ marketId: 'se', languageId: 'en-US' })).body,
    );
    expect(en).toContain('Prices excl. VAT:');
    expect(en).toContain('Total excl. VAT: 639,20 kr');
    expect(en).toContain('VAT: 159,80 kr');
    // A private person's mail has none of it.
    const person = confirmationMail(order, scopeOf({ marketId: 'se', languageId: 'sv-SE' })).body;
    expect(person).not.toContain('exkl. moms');
  });

  it('says what the balance paid and what is left to pay, and says nothing of a balance without one', () => {
    const paid = { ...order, fromBalance: 25_000 };
    const sv = lines(confirmationMail(paid, scopeOf({ marketId: 'se', languageId: 'sv-SE' })).body);
    const total = sv.indexOf('Totalt inkl. moms: 799 kr');
    expect(sv.slice(total, total + 3)).toEqual([
      'Totalt inkl. moms: 799 kr',
      'Betalt med saldo: −250 kr',
      'Återstående belopp: 549 kr',
    ]);
    const en = lines(confirmationMail(paid, scopeOf({ marketId: 'se', languageId: 'en-US' })).body);
    expect(en).toContain('Paid with balance: −250 kr');
    expect(en).toContain('Remaining amount: 549 kr');
    const none = confirmationMail(order, scopeOf({ marketId: 'se', languageId: 'sv-SE' })).body;
    expect(none).not.toContain('saldo');
  });
});
