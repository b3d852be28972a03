import type { AccountUser } from '../../../shared/account-types';
import { parsePostcode } from '../../../shared/checkout/postcode';
import type { CustomerType } from '../../../shared/cookies';
import type { Address, Checkout } from '../../../shared/types';
import { accountFor } from '../../commerce/account';
import type { Shop } from '../../context';
import { log } from '../../log';

/**
 * The checkout form's values from the account (getUser): e-mail, names, company, phone, the address
 * and the personal or organisation number when they are in the checkout's `country` (formValues), and
 * the newsletter box ticked for a subscriber (unticking it unsubscribes no one). Empty details are
 * left out, so the field stays empty.
 */
export function accountValues(
  user: AccountUser,
  username: string,
  country: string,
): Record<string, string> {
  const values = formValues(
    user.email || username,
    user.address,
    user.personalId,
    user.customerType,
    country,
  );
  return user.newsletter ? { ...values, newsletter: 'on' } : values;
}

/**
 * What a checkout remembered of the cart (it answered an e-mail or a postcode though none was asked:
 * the shopper is back from a payment page that made no order) as the form's values; {} when nothing.
 */
export function rememberedValues(checkout: Checkout, customerType: CustomerType, country: string) {
  const { email, identityNumber, address } = checkout.given;
  return email || address.zip
    ? formValues(email, address, identityNumber, customerType, country)
    : {};
}

/** A kept postcode as the shopper writes it ('11122' → '111 22' in Sweden). */
function shownPostcode(a: Address) {
  const postcode = a.country ? parsePostcode(a.country, a.zip) : null;
  return postcode?.ok ? postcode.display : a.zip;
}

/**
 * The form's values of a person or company and their address. The address, and the personal or
 * organisation number (read by the address's country, decisions 187 and 198), only when the address
 * is in the checkout's `country` (or names none): the form's address must be there (spec section 5),
 * so a Finnish postcode and city in the Swedish checkout would only have to be cleared by hand.
 */
function formValues(
  email: string,
  a: Address,
  identityNumber: string,
  customerType: CustomerType,
  country: string,
): Record<string, string> {
  const identity = customerType === 'ORGANIZATION' ? 'organizationId' : 'identityNumber';
  const here = !a.country || a.country.toUpperCase() === country.toUpperCase();
  const values: Record<string, string> = {
    email,
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    phone: a.mobile || a.phone,
    ...(here && {
      careOf: a.careOf,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2,
      entryCode: a.entryCode,
      zip: shownPostcode(a),
      city: a.city,
      [identity]: identityNumber,
    }),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string' && v));
}

/**
 * What a logged-in customer's checkout starts with (initial values only: a posted form never comes
 * here). Anonymous → {} without any account call; a failing getUser is logged and gives {}: the
 * checkout renders empty rather than not at all.
 */
export async function checkoutPrefill(shop: Shop): Promise<Record<string, string>> {
  const customer = shop.customer;
  if (!customer) return {};
  try {
    const { data, error } = await accountFor(shop).user();
    if (data) return accountValues(data, customer.username, shop.checkoutMarket.country.code);
    log('warn', 'checkout prefill: getUser failed', {
      requestId: shop.requestId,
      code: error?.code ?? '',
    });
  } catch (error) {
    log('warn', 'checkout prefill: getUser threw', { requestId: shop.requestId, error });
  }
  return {};
}
