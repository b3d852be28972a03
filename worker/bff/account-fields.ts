import { z } from 'zod';
import type { CompanyApplication, CompanyUserRequest, UserInput } from '../../shared/account-types';
import { parseBusinessId } from '../../shared/checkout/business-id';
import { parsePersonId } from '../../shared/checkout/person-id';
import { parsePostcode } from '../../shared/checkout/postcode';
import type { CustomerType } from '../../shared/cookies';
import { isEmailAddress } from '../../shared/email';
import type { MessageKey } from '../../shared/i18n/messages';
import type { FormState } from '../../shared/account-types';
import type { Shop } from '../context';

/** A posted form: named text fields only (a file or an odd name is refused, 400). */
export const PostedFields = z
  .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,29}$/), z.string().max(2000))
  .refine((o) => Object.keys(o).length <= 30);
export type Posted = z.infer<typeof PostedFields>;

/** Per field, the shopper's message key; an empty object when all is well. */
export type Problems = Record<string, MessageKey>;
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problems };

const k = (key: MessageKey) => key;
const opt = (max: number) => z.string().trim().max(max, k('form.tooLong')).default('');
const req = (max: number) =>
  z.string().trim().min(1, k('form.required')).max(max, k('form.tooLong')).default('');
const isPhone = (v: string) => /^\+?\d{6,15}$/.test(v.replace(/[\s().-]/g, ''));
const phone = opt(30).refine((v) => !v || isPhone(v), k('form.invalidPhone'));
const email = req(254).refine((v) => !v || isEmailAddress(v), k('form.invalidEmail'));

function checked<S extends z.ZodType, T>(
  schema: S,
  posted: Posted,
  shape: (v: z.output<S>) => T,
): Checked<T> {
  const result = schema.safeParse(posted);
  if (result.success) return { ok: true, value: shape(result.data) };
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    problems[field] ??= issue.message as MessageKey;
  }
  return { ok: false, problems };
}

const zipFor = (country: string) => (o: { zip: string }, ctx: z.RefinementCtx) => {
  if (o.zip && !parsePostcode(country, o.zip).ok)
    ctx.addIssue({ code: 'custom', path: ['zip'], message: k('form.invalidPostcode') });
};
const normalZip = (country: string, zip: string) => {
  const parsed = parsePostcode(country, zip);
  return parsed.ok ? parsed.normalized : zip;
};

/**
 * The personal (or company) information and address of settings. The number is a personal identity
 * number for a person (README 198) and an organisation number for an organisation (README 187), both
 * by the address's country, checked whenever given; it is kept normalized. `country` is the address's
 * country (not on the form; the postcode rule's).
 */
export function checkProfile(posted: Posted, type: CustomerType, country: string) {
  const parseId = (id: string) =>
    type === 'ORGANIZATION' ? parseBusinessId(country, id) : parsePersonId(country, id);
  const schema = z
    .object({
      firstName: opt(100),
      lastName: opt(100),
      company: opt(100),
      personalId: opt(20),
      mobile: phone,
      careOf: opt(200),
      addressLine1: opt(200),
      addressLine2: opt(200),
      zip: opt(16),
      city: opt(100),
    })
    .superRefine(zipFor(country))
    .superRefine((o, ctx) => {
      if (!o.personalId) return;
      if (!parseId(o.personalId).ok)
        ctx.addIssue({
          code: 'custom',
          path: ['personalId'],
          message:
            type === 'ORGANIZATION' ? k('form.invalidOrganizationId') : k('form.invalidPersonalId'),
        });
    });
  return checked(schema, posted, ({ personalId, ...a }): UserInput => {
    const id = personalId ? parseId(personalId) : null;
    return {
      customerType: type,
      personalId: id?.ok ? id.normalized : '',
      address: { ...a, zip: normalZip(country, a.zip), company: a.company, country },
    };
  });
}

/**
 * The application for a company account: company, number, contact and address. `country` is the
 * application's (the market's): the organisation number is checked by it (README 187) and kept
 * normalized, as the checkout's is.
 */
export function checkApplication(posted: Posted, country: string) {
  const schema = z
    .object({
      companyName: req(100),
      organizationId: req(20).refine(
        (v) => !v || parseBusinessId(country, v).ok,
        k('form.invalidOrganizationId'),
      ),
      firstName: req(100),
      lastName: req(100),
      email,
      phone,
      addressLine1: opt(200),
      zip: opt(16),
      city: opt(100),
      message: opt(1000),
    })
    .superRefine(zipFor(country));
  return checked(schema, posted, (o): CompanyApplication => ({
    ...o,
    organizationId: (parseBusinessId(country, o.organizationId) as { normalized: string })
      .normalized,
    zip: normalZip(country, o.zip),
    country,
  }));
}

/** A request for one more user on the requester's company account. */
export function checkCompanyUser(posted: Posted) {
  const schema = z.object({
    email,
    firstName: req(100),
    lastName: req(100),
    phone,
    message: opt(1000),
  });
  return checked(schema, posted, (o): CompanyUserRequest => o);
}

/** A company user's address must be new (worker/backend/account/companies.ts): why it is not. */
export const TAKEN: Record<string, MessageKey> = {
  ALREADY_EXISTS: 'company.emailTaken',
  ALREADY_PENDING: 'company.emailPending',
};

/** What was typed, back in the form, and each problem in the shopper's language. */
export function invalidState(shop: Shop, posted: Posted, problems: Problems): FormState {
  const { intent: _intent, ...values } = posted;
  return {
    values,
    errors: Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, shop.t(key)])),
    notice: { kind: 'error', text: shop.t('form.fieldsInvalid') },
  };
}
