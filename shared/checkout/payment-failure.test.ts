import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { paymentFailureText } from './payment-failure';

describe('the payment failure page text by ?error=', () => {
  const en = createTranslator('en');
  it.each`
    error                | expected
    ${'Error'}           | ${'Unable to create order. Possible causes for this could be that some of the products are out of stock or that there is an insufficient balance amount left in your account.'}
    ${'OutOfStock'}      | ${'Unfortunately a product in your cart has run out of stock. Please review your cart and try again.'}
    ${'BlockedCustomer'} | ${'Could not create order since your user is blocked by the payment provider'}
    ${'CartChanged'}     | ${'Your cart changed after you went to payment, so nothing has been charged. Go back to the checkout, check your order and pay again.'}
    ${'BalanceChanged'}  | ${'Your balance has changed since the payment started, so nothing has been charged. Go back to the checkout, check the amount to pay and pay again.'}
    ${null}              | ${'Something went wrong when creating your order with the payment provider. Go back and try again.'}
    ${'Denied'}          | ${'Something went wrong when creating your order with the payment provider. Go back and try again.'}
    ${'toString'}        | ${'Something went wrong when creating your order with the payment provider. Go back and try again.'}
  `('$error', ({ error, expected }) => expect(en(paymentFailureText(error))).toBe(expected));
});
