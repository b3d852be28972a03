// Plain rules, no zod: they run in the checkout island as well, where zod/mini cost 7.9 KB gzip
// (README decision 210). The Worker takes the posted form through zod first (worker/bff/checkout-form.ts).
import { CUSTOMER_TYPES, type CustomerType } from '../cookies';
import { isEmailAddress } from '../email';
import type { MessageKey } from '../i18n/messages';
import { parseBusinessId } from './business-id';
import { parsePersonalNumber } from './identity-number';
import type { Address, PaymentKind } from '../types';
import { parsePostcode } from './postcode';

/** How the shopper pays (the PaymentOption kinds); the Worker sends the market's option of that kind. */
export const PAYMENT_METHODS = ['card', 'payLater', 'invoice'] as const satisfies PaymentKind[];

/** The form's maxLength per field; longer values are refused with form.tooLong. */
export const CHECKOUT_LIMITS = {
  name: 100,
  address: 200,
  city: 100,
  zip: 16,
  phone: 30,
  email: 254,
  identity: 20,
  entryCode: 20,
  message: 500,
} as const;

/** A rule for one trimmed text: the message key of its problem, or undefined. */
type Rule = (value: string) => MessageKey | undefined;
const text =
  (max: number): Rule =>
  (v) =>
    v.length > max ? 'form.tooLong' : undefined;
const required =
  (max: number, also?: (v: string) => boolean, wrong: MessageKey = 'form.required'): Rule =>
  (v) =>
    !v ? 'form.required' : v.length > max ? 'form.tooLong' : also && !also(v) ? wrong : undefined;
const matching =
  (pattern: RegExp, wrong: MessageKey): Rule =>
  (v) =>
    pattern.test(v) ? undefined : wrong;
// A phone number as people write it: digits with spaces, hyphens, dots or brackets, maybe a leading +.
const isPhone = (v: string) => /^\+?\d{6,15}$/.test(v.replace(/[\s().-]/g, ''));

const L = CHECKOUT_LIMITS;
/** The address and contact fields of the specification's Customer (Merchant API AddressInputType names). */
const ADDRESS = {
  email: required(L.email, isEmailAddress, 'form.invalidEmail'),
  phone: required(L.phone, isPhone, 'form.invalidPhone'),
  firstName: required(L.name),
  lastName: required(L.name),
  careOf: text(L.address),
  addressLine1: required(L.address),
  addressLine2: text(L.address),
  entryCode: text(L.entryCode),
  zip: required(L.zip),
  city: required(L.city),
  country: required(2, (v) => /^[A-Za-z]{2}$/.test(v)),
};
/** What the shopper chooses, as written: a ShippingOption id as the radio posts it, a payment kind. */
const CHOICES = {
  shippingId: matching(/^\d{1,9}$/, 'checkout.shippingRequired'),
  paymentMethod: (v: string) =>
    (PAYMENT_METHODS as readonly string[]).includes(v) ? undefined : 'checkout.paymentRequired',
  message: text(L.message),
} satisfies Record<string, Rule>;
/** The text fields per customer type; a private person's number is needed only for invoice. */
const TEXT_RULES: Record<CustomerType, Record<string, Rule>> = {
  PERSON: { ...ADDRESS, identityNumber: text(L.identity), ...CHOICES },
  ORGANIZATION: {
    company: required(L.name),
    organizationId: text(L.identity),
    ...ADDRESS,
    ...CHOICES,
  },
};
/** The customer type and the choices (the shipping id, payment kind) are taken as written; other texts are trimmed. */
const UNTRIMMED = new Set(['customerType', 'shippingId', 'paymentMethod']);
const CHECKBOXES = ['termsAccepted', 'newsletter'] as const;

/** The text fields of a customer type's form (the checkboxes and customerType aside). */
export const checkoutTextFields = (type: CustomerType) => Object.keys(TEXT_RULES[type]);

/** Every field the form posts, in form order (problems come back in this order). */
export const CHECKOUT_FIELDS = [
  'customerType',
  'firstName',
  'lastName',
  'company',
  'organizationId',
  'careOf',
  'addressLine1',
  'addressLine2',
  'entryCode',
  'zip',
  'city',
  'country',
  'phone',
  'email',
  'shippingId',
  'paymentMethod',
  'identityNumber',
  'message',
  'termsAccepted',
  'newsletter',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** A valid checkout, normalized, in the shapes placeOrder takes (worker/commerce OrderInput). */
export interface CheckoutValues {
  customerType: CustomerType;
  email: string;
  /** `YYYYMMDD-NNNC` (a person paying by invoice), `NNNNNN-NNNC` (an organisation's, if given) or ''. */
  identityNumber: string;
  paymentMethod: PaymentKind;
  shippingId: number;
  /** Compact (`11455`), for the shipping rules and the order. */
  zip: string;
  /** ISO alpha-2, upper-case. */
  country: string;
  message: string;
  newsletter: boolean;
  /** The phone goes in `mobile` as the original sends it; company is '' for a private person. */
  billingAddress: Address;
}
export type CheckoutProblems = Partial<Record<CheckoutField, MessageKey>>;
export type CheckoutCheck =
  { ok: true; value: CheckoutValues } | { ok: false; problems: CheckoutProblems };
/** What the page knows that the form does not. */
export interface CheckoutExpectations {
  /** The checkout market's country (ISO alpha-2). */
  country?: string;
  /**
   * The customer's balance pays the whole order: no payment method's own fields are asked (invoice's
   * personal number, or organisation number as a must), whatever method is chosen (README decision 214).
   */
  paidByBalance?: boolean;
}

type Form = Record<Exclude<CheckoutField, (typeof CHECKBOXES)[number]>, string> &
  Record<(typeof CHECKBOXES)[number], boolean>;

/**
 * The form as posted (`Object.fromEntries(formData)`) or sent as JSON: strings (trimmed but for
 * the choices), checkboxes `on` or `true`, missing fields empty, the customer type PERSON unless given.
 */
function formValues(input: unknown): Form {
  const raw = (typeof input === 'object' && input ? input : {}) as Record<string, unknown>;
  const values: Record<string, string | boolean> = {};
  for (const field of CHECKOUT_FIELDS) {
    const v = raw[field];
    values[field] = (CHECKBOXES as readonly string[]).includes(field)
      ? v === true || v === 'on' || v === 'true'
      : typeof v !== 'string'
        ? ''
        : UNTRIMMED.has(field)
          ? v
          : v.trim();
  }
  values.customerType ||= 'PERSON';
  return values as Form;
}

/**
 * The problems of a form, first per field. Every rule runs, the ones that need two fields too, so
 * the shopper sees every problem at once: the postcode by country; invoice needs the personal or
 * organisation number (spec section 5), unless the balance pays it all; a number given must be a valid one (an organisation's by
 * the country of its address, business-id.ts); the country must be the checkout market's.
 */
function problemsOf(form: Form, type: CustomerType, expected: CheckoutExpectations) {
  const found: CheckoutProblems = {};
  const say = (field: CheckoutField, message: MessageKey | undefined) => {
    if (message) found[field] ??= message;
  };
  for (const [field, rule] of Object.entries(TEXT_RULES[type]))
    say(field as CheckoutField, rule(form[field as CheckoutField] as string));
  if (!form.termsAccepted) say('termsAccepted', 'checkout.termsRequired');
  if (form.zip && !parsePostcode(form.country, form.zip).ok) say('zip', 'form.invalidPostcode');
  const invoice = form.paymentMethod === 'invoice' && !expected.paidByBalance;
  if (type === 'PERSON') {
    // Said as 'required': the field's hint says already why the invoice needs it.
    if (invoice && !form.identityNumber) say('identityNumber', 'form.required');
    else if (invoice && !parsePersonalNumber(form.identityNumber).ok)
      say('identityNumber', 'form.invalidPersonalId');
  } else if (!form.organizationId) {
    if (invoice) say('organizationId', 'form.required');
  } else if (!parseBusinessId(form.country, form.organizationId).ok)
    say('organizationId', 'form.invalidOrganizationId');
  const country = form.country.toUpperCase();
  if (expected.country && country && country !== expected.country.toUpperCase())
    say('country', 'checkout.countryMismatch');
  return found;
}

/** The checkout form's problems as message keys (field → key, one per field), or its normalized values. */
export function parseCheckout(input: unknown, expected: CheckoutExpectations = {}): CheckoutCheck {
  const form = formValues(input);
  const type = form.customerType as CustomerType;
  if (!CUSTOMER_TYPES.includes(type))
    return { ok: false, problems: { customerType: 'form.required' } };
  const found = problemsOf(form, type, expected);
  if (Object.keys(found).length) {
    const problems: CheckoutProblems = {};
    for (const field of CHECKOUT_FIELDS) if (found[field]) problems[field] = found[field];
    return { ok: false, problems };
  }
  const country = form.country.toUpperCase();
  const organisation = type === 'ORGANIZATION';
  const identity = organisation
    ? form.organizationId && parseBusinessId(country, form.organizationId)
    : form.paymentMethod === 'invoice' &&
      !expected.paidByBalance &&
      parsePersonalNumber(form.identityNumber);
  const zip = parsePostcode(country, form.zip);
  return {
    ok: true,
    value: {
      customerType: type,
      email: form.email,
      identityNumber: identity && identity.ok ? identity.normalized : '',
      paymentMethod: form.paymentMethod as PaymentKind,
      shippingId: Number(form.shippingId),
      zip: zip.ok ? zip.normalized : form.zip,
      country,
      message: form.message,
      newsletter: form.newsletter,
      billingAddress: {
        firstName: form.firstName,
        lastName: form.lastName,
        company: organisation ? form.company : '',
        careOf: form.careOf,
        addressLine1: form.addressLine1,
        addressLine2: form.addressLine2,
        entryCode: form.entryCode,
        zip: zip.ok ? zip.normalized : form.zip,
        city: form.city,
        country,
        mobile: form.phone,
        phone: '',
      },
    },
  };
}
