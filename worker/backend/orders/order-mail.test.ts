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
  zip: '11122',
  city: 'Stockholm',
  country: 'SE',
};
const order: MailOrder = {
  billingAddress: address,
  shippingAddress: address,
  rows: [{ quantity: 1, name: 'Rustika shorts i bomull', size: 'L', total: 89_900 }],
  discount: 10_000,
  promoCode: 'MINUS100',
  shippingName: 'Hemleverans',
  shippingFee: 0,
  total: 79_900,
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

  it('says no discount when there is none, and writes a Swedish postcode as it is written', () => {
    const body = confirmationMail(
      { ...order, discount: 0, promoCode: null, total: 89_900 },
      scopeOf({ marketId: 'se', languageId: 'sv-SE' }),
    ).body;
    expect(body).not.toContain('Rabatt');
    expect(lines(body)).toContain('111 22 Stockholm');
  });
});
