import { describe, expect, it } from 'vitest';
import { CHECKOUT_FIELDS, checkoutTextFields, parseCheckout } from './checkout-form';

// A private shopper in Sweden paying by card, as the form posts it (checkboxes 'on').
const person = {
  customerType: 'PERSON',
  firstName: ' Tolvan ',
  lastName: 'Tolvansson',
  careOf: '',
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
const organisation = {
  ...person,
  customerType: 'ORGANIZATION',
  company: 'Ralph AB',
  organizationId: '556091-2148',
};
const problems = (input: object, expected = {}) => {
  const r = parseCheckout(input, expected);
  return r.ok ? 'ok' : r.problems;
};

describe('the checkout form', () => {
  it('accepts a private card checkout and normalizes it', () => {
    const r = parseCheckout(person);
    expect(r).toEqual({
      ok: true,
      value: {
        customerType: 'PERSON',
        email: 'tolvan@example.se',
        identityNumber: '',
        paymentMethod: 'card',
        shippingId: 1,
        zip: '11455',
        country: 'SE',
        message: '',
        newsletter: false,
        billingAddress: {
          firstName: 'Tolvan',
          lastName: 'Tolvansson',
          company: '',
          careOf: '',
          addressLine1: 'Storgatan 1',
          addressLine2: '',
          entryCode: '',
          zip: '11455',
          city: 'Stockholm',
          country: 'SE',
          mobile: '070-123 45 67',
          phone: '',
        },
      },
    });
  });

  it('names every missing field at once, in form order, with the specification texts', () =>
    expect(problems({})).toEqual({
      firstName: 'form.required',
      lastName: 'form.required',
      addressLine1: 'form.required',
      zip: 'form.required',
      city: 'form.required',
      country: 'form.required',
      phone: 'form.required',
      email: 'form.required',
      shippingId: 'checkout.shippingRequired',
      paymentMethod: 'checkout.paymentRequired',
      termsAccepted: 'checkout.termsRequired',
    }));

  it.each`
    change                                                            | expected                                                       | rule
    ${{ email: 'inte-en-adress' }}                                    | ${{ email: 'form.invalidEmail' }}                              | ${'e-mail as shared/email.ts has it'}
    ${{ phone: '12' }}                                                | ${{ phone: 'form.invalidPhone' }}                              | ${'a phone number has 6–15 digits'}
    ${{ phone: '+46 (0)70-123 45 67' }}                               | ${'ok'}                                                        | ${'written as people write it'}
    ${{ firstName: '   ' }}                                           | ${{ firstName: 'form.required' }}                              | ${'spaces are not a name'}
    ${{ message: 'x'.repeat(501) }}                                   | ${{ message: 'form.tooLong' }}                                 | ${'longer than the form allows'}
    ${{ zip: '01234' }}                                               | ${{ zip: 'form.invalidPostcode' }}                             | ${'a Swedish postcode never starts with 0'}
    ${{ zip: '00100', country: 'FI' }}                                | ${'ok'}                                                        | ${'a Finnish one may'}
    ${{ zip: '01234', firstName: '' }}                                | ${{ firstName: 'form.required', zip: 'form.invalidPostcode' }} | ${'rules across fields run while other fields are wrong'}
    ${{ termsAccepted: undefined }}                                   | ${{ termsAccepted: 'checkout.termsRequired' }}                 | ${'terms unchecked'}
    ${{ termsAccepted: true }}                                        | ${'ok'}                                                        | ${'JSON true counts as checked'}
    ${{ shippingId: 'home' }}                                         | ${{ shippingId: 'checkout.shippingRequired' }}                 | ${'a shipping option id is a number'}
    ${{ paymentMethod: 'bitcoin' }}                                   | ${{ paymentMethod: 'checkout.paymentRequired' }}               | ${'only card, payLater, invoice'}
    ${{ paymentMethod: 'invoice' }}                                   | ${{ identityNumber: 'form.required' }}                         | ${'invoice needs a personal number'}
    ${{ paymentMethod: 'invoice', identityNumber: '900101-1234' }}    | ${{ identityNumber: 'form.invalidPersonalId' }}                | ${'wrong check digit'}
    ${{ paymentMethod: 'invoice', identityNumber: '850230-1230' }}    | ${{ identityNumber: 'form.invalidPersonalId' }}                | ${"1985-02-30 (the original's Date rollover)"}
    ${{ paymentMethod: 'invoice', identityNumber: '121212-1212abc' }} | ${{ identityNumber: 'form.invalidPersonalId' }}                | ${"trailing garbage (the original's regex)"}
    ${{ paymentMethod: 'invoice', identityNumber: '121212-1212' }}    | ${'ok'}                                                        | ${'Tolvan'}
    ${{ paymentMethod: 'card', identityNumber: 'garbage' }}           | ${'ok'}                                                        | ${'no personal number is asked for by card'}
    ${{ customerType: 'ROBOT' }}                                      | ${{ customerType: 'form.required' }}                           | ${'PERSON or ORGANIZATION'}
  `('private: $rule', ({ change, expected }) =>
    expect(problems({ ...person, ...change })).toEqual(expected),
  );

  it.each`
    change                                                            | expected                                            | rule
    ${{}}                                                             | ${'ok'}                                             | ${'an organisation with its number'}
    ${{ company: '' }}                                                | ${{ company: 'form.required' }}                     | ${'company name required (the original never checked it)'}
    ${{ organizationId: '556091-2149' }}                              | ${{ organizationId: 'form.invalidOrganizationId' }} | ${'a number given is checked (the original only checked non-empty)'}
    ${{ organizationId: '' }}                                         | ${'ok'}                                             | ${'not needed by card'}
    ${{ organizationId: '', paymentMethod: 'invoice' }}               | ${{ organizationId: 'form.required' }}              | ${'needed for invoice'}
    ${{ organizationId: '811218-9876', paymentMethod: 'invoice' }}    | ${'ok'}                                             | ${'a sole trader gives a personnummer'}
    ${{ organizationId: '0112038-9', country: 'FI', zip: '00100' }}   | ${'ok'}                                             | ${'in Finland a Y-tunnus'}
    ${{ organizationId: '0112038-8', country: 'FI', zip: '00100' }}   | ${{ organizationId: 'form.invalidOrganizationId' }} | ${'checked by its digit'}
    ${{ organizationId: '556091-2148', country: 'FI', zip: '00100' }} | ${{ organizationId: 'form.invalidOrganizationId' }} | ${'a Swedish number is not a Finnish one'}
    ${{ organizationId: '0112038-9' }}                                | ${{ organizationId: 'form.invalidOrganizationId' }} | ${'nor the other way'}
  `('organisation: $rule', ({ change, expected }) =>
    expect(problems({ ...organisation, ...change })).toEqual(expected),
  );

  it("refuses an address outside the checkout market's country", () => {
    const finnish = { ...person, country: 'FI', zip: '00100' };
    expect(problems(finnish, { country: 'SE' })).toEqual({ country: 'checkout.countryMismatch' });
    expect(problems(finnish, { country: 'fi' })).toBe('ok');
  });

  it('asks no payment method’s own fields while the balance pays the whole order', () => {
    const paid = { paidByBalance: true };
    const invoice = { ...person, paymentMethod: 'invoice' };
    expect(problems(invoice, paid)).toBe('ok');
    expect(problems({ ...invoice, identityNumber: 'garbage' }, paid)).toBe('ok');
    const r = parseCheckout({ ...invoice, identityNumber: '121212-1212' }, paid);
    expect(r.ok && r.value.identityNumber).toBe('');
    expect(problems({ ...organisation, organizationId: '', paymentMethod: 'invoice' }, paid)).toBe(
      'ok',
    );
    // The organisation's number is the company's: one given is still checked.
    expect(problems({ ...organisation, organizationId: '556091-2149' }, paid)).toEqual({
      organizationId: 'form.invalidOrganizationId',
    });
    // The rest is asked as ever.
    expect(problems({ ...invoice, city: '' }, paid)).toEqual({ city: 'form.required' });
  });

  it('hands the backend the organisation number and company, normalized', () => {
    const r = parseCheckout({ ...organisation, organizationId: '16 556091 2148' });
    expect(r.ok && [r.value.identityNumber, r.value.billingAddress.company]).toEqual([
      '556091-2148',
      'Ralph AB',
    ]);
    const p = parseCheckout({ ...person, paymentMethod: 'invoice', identityNumber: '1212121212' });
    expect(p.ok && p.value.identityNumber).toBe('20121212-1212');
  });

  it('takes the customer type as written, as the zod schema did (a space is no type)', () => {
    expect(problems({ ...person, customerType: ' PERSON' })).toEqual({
      customerType: 'form.required',
    });
    expect(problems({ ...person, customerType: '  ' })).toEqual({ customerType: 'form.required' });
  });

  it('lists every field of both customer types, so none is dropped before parsing', () =>
    expect(new Set(CHECKOUT_FIELDS)).toEqual(
      new Set([
        'customerType',
        ...checkoutTextFields('PERSON'),
        ...checkoutTextFields('ORGANIZATION'),
        'termsAccepted',
        'newsletter',
      ]),
    ));
});

describe("an organisation's number by the country of its address", () => {
  it('is kept as its registry writes it', () => {
    const r = parseCheckout({
      ...organisation,
      country: 'FI',
      zip: '00100',
      organizationId: 'fi01120389',
    });
    expect(r.ok && r.value.identityNumber).toBe('0112038-9');
  });

  it('is refused, not thrown over, for a country that is no country', () => {
    for (const country of ['constructor', 'toString', '__proto__'])
      expect(
        problems({ ...organisation, country, zip: '12345', organizationId: '5' }),
      ).toMatchObject({ country: 'form.tooLong' });
  });
});
