import { z } from 'zod';
import { businessId, countryCode } from '../checkout/business-id';
import { apiError } from '../errors';

const name = z.string().trim().min(1).max(100);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const email = z.string().trim().toLowerCase().email().max(254);

/**
 * CompanyApplicationInput (account/extensions.graphql). The organisation number is checked by the
 * country of the address (README 187; `marketCountry`, the market's, when none is given) and kept in
 * its registry's written form; the country is kept as its ISO code.
 */
export const applicationFor = (marketCountry: string) =>
  z
    .object({
      companyName: z.string().trim().min(1).max(200),
      organizationId: z.string().trim().max(20),
      firstName: name,
      lastName: name,
      email,
      phone: optional(40),
      addressLine1: optional(200),
      addressLine2: optional(200),
      zip: optional(20),
      city: optional(100),
      country: optional(60),
      message: optional(2000),
    })
    .transform((a, ctx) => {
      const country = countryCode(a.country, marketCountry);
      const organizationId = businessId(country, a.organizationId);
      if (organizationId) return { ...a, organizationId, country };
      ctx.addIssue({
        code: 'custom',
        path: ['organizationId'],
        message: 'The organisation number is not valid',
      });
      return z.NEVER;
    });
export type Application = z.output<ReturnType<typeof applicationFor>>;

/** CompanyUserRequestInput (account/extensions.graphql). */
export const EXTRA_USER = z.object({
  email,
  firstName: name,
  lastName: name,
  phone: optional(40),
  message: optional(2000),
});
export type ExtraUser = z.infer<typeof EXTRA_USER>;

/** The parsed input, or BAD_USER_INPUT naming the first field that is wrong. */
export function parsed<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw apiError(issue.message, 'BAD_USER_INPUT', { field: issue.path.join('.') });
}
