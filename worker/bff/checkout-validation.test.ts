import { describe, expect, it } from 'vitest';
import { validateCheckout } from './checkout-validation';

// A private shopper in Sweden paying by card, as the form posts it (checkboxes 'on').
const person = {
  customerType: 'PERSON',
  firstName: 'Tolvan',
  lastName: 'Tolvansson',
  addressLine1: 'Storgatan 1',
  zip: '114 55',
  city: 'Stockholm',
  country: 'se',
  phone: '070-123 45 67',
  email: 'tolvan@example.se',
  shippingId: '1',
  paymentMethod: 'card',
  termsAccepted: 'on',
};

describe('validateCheckout: field → message in the shopper language', () => {
  it('answers in English', () =>
    expect(validateCheckout({ ...person, termsAccepted: '', email: 'x' }, 'en')).toEqual({
      ok: false,
      errors: {
        email: 'You have to enter a valid email',
        termsAccepted: 'You have to accept the terms of purchase before you can place your order',
      },
    }));
  it('answers in Swedish', () =>
    expect(
      validateCheckout(
        { ...person, paymentMethod: 'invoice', identityNumber: '900101-1234' },
        'sv',
      ),
    ).toEqual({ ok: false, errors: { identityNumber: 'Du måste ange ett giltigt personnummer' } }));
  it('every message of an empty organisation form is a text, not a key', () => {
    const r = validateCheckout({ customerType: 'ORGANIZATION', paymentMethod: 'invoice' }, 'en');
    expect(r.ok).toBe(false);
    for (const text of Object.values(r.ok ? {} : r.errors)) expect(text).not.toMatch(/^\w+\.\w+$/);
  });
  it('passes a valid form through', () => expect(validateCheckout(person, 'sv').ok).toBe(true));
});
