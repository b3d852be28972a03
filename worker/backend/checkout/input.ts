import { apiError } from '../errors';
import type { MarketSpec } from '../markets';
import { validOrganisationNumber, validPersonalNumber } from './identity-number';
import type { CustomerType } from './payment-methods';

/** The Merchant API's AddressInputType and CheckoutInputType, as far as the sandbox reads them. */
export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  entryCode?: string | null;
  careOf?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  zip?: string | null;
  company?: string | null;
  mobile?: string | null;
  phone?: string | null;
}
export interface CheckoutInput {
  paymentId?: number | null;
  shippingId?: number | null;
  message?: string | null;
  billingAddress?: AddressInput | null;
  shippingAddress?: AddressInput | null;
  identityNumber?: string | null;
  email?: string | null;
  customerType?: CustomerType | null;
  checkoutUrls?: {
    termsPageUrl?: string | null;
    redirectUrl?: string | null;
    checkoutPageUrl?: string | null;
  } | null;
}

/** AddressType's fields, as the backend stores and answers them (checkout and the customer's address). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'entryCode',
  'careOf',
  'city',
  'state',
  'country',
  'zip',
  'company',
  'mobile',
  'phone',
] as const;
const MAX_FIELD = 200;

/** The Merchant API's AddressType: every field a string, '' when not given. */
export function addressType(input: AddressInput | null | undefined) {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, (input?.[f] ?? '').trim().slice(0, MAX_FIELD)]),
  ) as Record<(typeof ADDRESS_FIELDS)[number], string>;
}
export type Address = ReturnType<typeof addressType>;

/** Where the goods go: the shipping address when it has a street, else the billing address. */
export const deliveryAddress = (input: CheckoutInput) =>
  input.shippingAddress?.addressLine1?.trim() ? input.shippingAddress : input.billingAddress;

export const zipOf = (input: CheckoutInput) => deliveryAddress(input)?.zip?.trim() || null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What placing an order requires beyond the cart: an e-mail and complete addresses in the market's
 * country (a company name for organisations).
 */
export function requireOrderFields(
  input: CheckoutInput,
  market: MarketSpec,
  customerType: CustomerType,
) {
  if (!EMAIL.test(input.email?.trim() ?? '') || (input.email?.length ?? 0) > MAX_FIELD)
    throw apiError('A valid e-mail address is required', 'INVALID_EMAIL', { fields: ['email'] });
  const required = ['firstName', 'lastName', 'addressLine1', 'zip', 'city'] as const;
  const missing: string[] = [];
  const check = (name: string, address: AddressInput | null | undefined) => {
    const a = addressType(address);
    for (const f of required) if (!a[f]) missing.push(`${name}.${f}`);
    if (customerType === 'ORGANIZATION' && !a.company) missing.push(`${name}.company`);
    const country = a.country.toUpperCase();
    if (country && country !== market.country.code && country !== market.country.en.toUpperCase())
      missing.push(`${name}.country`);
  };
  check('billingAddress', input.billingAddress);
  if (input.shippingAddress?.addressLine1?.trim()) check('shippingAddress', input.shippingAddress);
  if (missing.length)
    throw apiError('The address is incomplete or not in the market', 'INVALID_ADDRESS', {
      fields: missing,
    });
}

/** Invoice needs the buyer's personal number, or an organisation's (a sole trader's personal) number. */
export function requireIdentityNumber(input: CheckoutInput, customerType: CustomerType) {
  const id = input.identityNumber ?? '';
  const valid =
    customerType === 'ORGANIZATION' ? validOrganisationNumber(id) : validPersonalNumber(id);
  if (!valid)
    throw apiError(
      customerType === 'ORGANIZATION'
        ? 'A valid organisation number is required for invoice'
        : 'A valid personal identity number is required for invoice',
      'INVALID_IDENTITY_NUMBER',
      { fields: ['identityNumber'] },
    );
}
