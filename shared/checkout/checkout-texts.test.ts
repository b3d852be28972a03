import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n/messages';
import { createTranslator } from '../i18n/translator';

const en = createTranslator('en');
const sv = createTranslator('sv');

describe('checkout texts from the specification', () => {
  it.each<[MessageKey, string]>([
    // Section 5, validation messages
    ['form.invalidEmail', 'You have to enter a valid email'],
    ['form.required', 'This field is required'],
    ['form.invalidPersonalId', 'You have to enter a valid personal ID'],
    ['form.invalidOrganizationId', 'You have to enter a valid organization ID'],
    ['form.passwordRequired', 'You have to enter a password'],
    ['form.fieldsInvalid', 'Please make sure all fields are valid'],
    ['checkout.fixFields', 'Make sure all fields are valid before you place your order'],
    [
      'checkout.termsRequired',
      'You have to accept the terms of purchase before you can place your order',
    ],
    ['checkout.personalIdNeeded', 'Your personal ID is needed to create the invoice'],
    ['checkout.countryMismatch', 'The address must be in the chosen country'],
    [
      'checkout.shippingNeedsPostcode',
      'Enter your postal code to see the available shipping options',
    ],
    // Section 8, error catalogue
    [
      'checkout.noShippingOptions',
      'Could not find any shipping options for the postal code provided',
    ],
    [
      'paymentFailure.outOfStock',
      'Unfortunately a product in your cart has run out of stock. Please review your cart and try again.',
    ],
    [
      'paymentFailure.blockedCustomer',
      'Could not create order since your user is blocked by the payment provider',
    ],
  ])('%s is “%s”', (key, text) => expect(en(key)).toBe(text));

  it('has the Swedish of the original where it exists', () => {
    expect(sv('checkout.noShippingOptions')).toBe(
      'Hittade inga fraktalternativ för angivet postnummer',
    );
    expect(sv('checkout.title')).toBe('Kassan');
    expect(sv('checkout.addressIn', { country: 'Sverige' })).toBe('Adressen ska vara i Sverige');
  });
});
