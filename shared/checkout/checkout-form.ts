// zod/mini, as in shared/email.ts: the checkout island gets the rules without all of zod.
import * as z from 'zod/mini';
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

const key = (k: MessageKey) => k;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, key('form.tooLong')));
const required = (max: number, empty: MessageKey = 'form.required') =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, key('form.tooLong')));
const oneOf = (values: readonly string[], message: MessageKey) =>
  z.string().check(z.refine((v) => values.includes(v), message));
// A phone number as people write it: digits with spaces, hyphens, dots or brackets, maybe a leading +.
const isPhone = (v: string) => /^\+?\d{6,15}$/.test(v.replace(/[\s().-]/g, ''));

const L = CHECKOUT_LIMITS;
/** The address and contact fields of the specification's Customer (Merchant API AddressInputType names). */
const address = {
  email: required(L.email).check(z.refine(isEmailAddress, key('form.invalidEmail'))),
  phone: required(L.phone).check(z.refine(isPhone, key('form.invalidPhone'))),
  firstName: required(L.name),
  lastName: required(L.name),
  careOf: text(L.address),
  addressLine1: required(L.address),
  addressLine2: text(L.address),
  entryCode: text(L.entryCode),
  zip: required(L.zip),
  city: required(L.city),
  country: required(2).check(z.regex(/^[A-Za-z]{2}$/, key('form.required'))),
};
/** What the shopper chooses and accepts. */
const choices = {
  // A ShippingOption id as the radio posts it.
  shippingId: z.string().check(z.regex(/^\d{1,9}$/, key('checkout.shippingRequired'))),
  paymentMethod: oneOf(PAYMENT_METHODS, 'checkout.paymentRequired'),
  message: text(L.message),
  termsAccepted: z.boolean().check(z.refine((v) => v, key('checkout.termsRequired'))),
  newsletter: z.boolean(),
};

/** A private person: a personal number only when paying by invoice. */
export const PersonCheckout = z.object({
  customerType: z.literal('PERSON'),
  ...address,
  identityNumber: text(L.identity),
  ...choices,
});
/** An organisation: company name required, organisation number checked whenever given. */
export const OrganizationCheckout = z.object({
  customerType: z.literal('ORGANIZATION'),
  company: required(L.name),
  organizationId: text(L.identity),
  ...address,
  ...choices,
});

type Issues = { issues: z.core.$ZodRawIssue[] };
const problem = (ctx: Issues, field: string, message: MessageKey, input: unknown) =>
  ctx.issues.push({ code: 'custom', path: [field], message, input });

/**
 * The checkout form, both customer types. Rules that need two fields run even when other fields
 * are wrong, so the shopper sees every problem at once: the postcode by country; invoice needs
 * the personal or organisation number (spec section 5); a number given must be a valid one (an
 * organisation's by the country of its address, business-id.ts).
 */
export const CheckoutForm = z
  .discriminatedUnion('customerType', [PersonCheckout, OrganizationCheckout])
  .check(
    z.superRefine((form, ctx) => {
      if (form.zip && !parsePostcode(form.country, form.zip).ok)
        problem(ctx, 'zip', 'form.invalidPostcode', form.zip);
      const invoice = form.paymentMethod === 'invoice';
      if (form.customerType === 'PERSON') {
        // Said as 'required': the field's hint says already why the invoice needs it.
        if (invoice && !form.identityNumber) problem(ctx, 'identityNumber', 'form.required', '');
        else if (invoice && !parsePersonalNumber(form.identityNumber).ok)
          problem(ctx, 'identityNumber', 'form.invalidPersonalId', form.identityNumber);
      } else if (!form.organizationId) {
        if (invoice) problem(ctx, 'organizationId', 'form.required', '');
      } else if (!parseBusinessId(form.country, form.organizationId).ok)
        problem(ctx, 'organizationId', 'form.invalidOrganizationId', form.organizationId);
    }),
  );

export type CheckoutField =
  keyof z.infer<typeof PersonCheckout> | keyof z.infer<typeof OrganizationCheckout>;
/** Every field the form posts, in form order (problems come back in this order). */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
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
];
const CHECKBOXES: readonly CheckoutField[] = ['termsAccepted', 'newsletter'];

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
/** What the page knows that the form does not: the checkout market's country (ISO alpha-2). */
export interface CheckoutExpectations {
  country?: string;
}

/**
 * The form as posted (`Object.fromEntries(formData)`) or sent as JSON: strings, checkboxes `on`
 * or `true`, missing fields empty, the customer type PERSON unless given.
 */
function formValues(input: unknown): Record<string, string | boolean> {
  const raw = (typeof input === 'object' && input ? input : {}) as Record<string, unknown>;
  const values: Record<string, string | boolean> = {};
  for (const field of CHECKOUT_FIELDS) {
    const v = raw[field];
    values[field] = CHECKBOXES.includes(field)
      ? v === true || v === 'on' || v === 'true'
      : typeof v === 'string'
        ? v
        : '';
  }
  values.customerType ||= 'PERSON';
  return values;
}

/** The checkout form's problems as message keys (field → key, one per field), or its normalized values. */
export function parseCheckout(input: unknown, expected: CheckoutExpectations = {}): CheckoutCheck {
  const values = formValues(input);
  const found: Record<string, MessageKey> = {};
  if (!CUSTOMER_TYPES.includes(values.customerType as CustomerType))
    return { ok: false, problems: { customerType: 'form.required' } };
  const result = CheckoutForm.safeParse(values);
  for (const issue of result.error?.issues ?? [])
    found[String(issue.path[0])] ??= issue.message as MessageKey;
  const country = String(values.country).trim().toUpperCase();
  if (expected.country && country && country !== expected.country.toUpperCase())
    found.country ??= 'checkout.countryMismatch';
  if (!result.success || Object.keys(found).length) {
    const problems: CheckoutProblems = {};
    for (const field of CHECKOUT_FIELDS) if (found[field]) problems[field] = found[field];
    return { ok: false, problems };
  }
  const form = result.data;
  const organisation = form.customerType === 'ORGANIZATION';
  const identity = organisation
    ? form.organizationId && parseBusinessId(country, form.organizationId)
    : form.paymentMethod === 'invoice' && parsePersonalNumber(form.identityNumber);
  const zip = parsePostcode(country, form.zip);
  return {
    ok: true,
    value: {
      customerType: form.customerType,
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
