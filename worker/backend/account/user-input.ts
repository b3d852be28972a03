import { z } from 'zod';
import { businessId, countryCode } from '../checkout/business-id';
import { personId } from '../checkout/person-id';
import { apiError } from '../errors';
import { ADDRESS_FIELDS } from '../checkout/input';
import type { CustomerRow, StoredAddress } from './user-type';

const text = (max: number) => z.string().trim().max(max).nullish();

/** UserInputType as the backend accepts it: GraphQL checks the types, this the sizes. */
const USER_INPUT = z.object({
  address: z
    .object(
      Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, text(200)])) as Record<
        (typeof ADDRESS_FIELDS)[number],
        ReturnType<typeof text>
      >,
    )
    .nullish(),
  gender: z.enum(['UNSET', 'UNSPECIFIED', 'WOMAN', 'MAN']).nullish(),
  newsletter: z.boolean().nullish(),
  personalId: text(20),
  customerType: z.enum(['PERSON', 'ORGANIZATION']).nullish(),
  metaData: z.string().max(20_000).nullish(),
});
export type UserInput = z.infer<typeof USER_INPUT>;

/** The row's new values; omitted and null fields keep theirs, the address is merged field by field. */
export interface UserChanges {
  customer_type: CustomerRow['customer_type'];
  newsletter: number;
  personal_id: string | null;
  gender: CustomerRow['gender'];
  address: string;
  metadata: string | null;
}

const invalid = (field: string, message: string) => apiError(message, 'BAD_USER_INPUT', { field });

/**
 * `marketCountry` stands in for an address without a country: the number is checked by the address's
 * country, an organisation's (README 187) or a person's (README 198), and kept in its written form.
 */
export function userChanges(
  raw: unknown,
  current: CustomerRow,
  now: Date,
  marketCountry: string,
): UserChanges {
  const parsed = USER_INPUT.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(issue.path.join('.'), issue.message);
  }
  const input = parsed.data;
  // A user of a company account stays an organisation (UserInputType defaults customerType to PERSON).
  const customerType =
    current.member_type === 'company'
      ? 'ORGANIZATION'
      : (input.customerType ?? current.customer_type);
  const address: StoredAddress = { ...(JSON.parse(current.address) as StoredAddress) };
  for (const key of ADDRESS_FIELDS) {
    const value = input.address?.[key];
    if (value != null) address[key] = value;
  }
  let personalId =
    input.personalId == null
      ? current.personal_id
      : input.personalId === ''
        ? null
        : input.personalId;
  if (personalId && input.personalId != null) {
    const country = countryCode(address.country, marketCountry);
    if (customerType === 'ORGANIZATION') {
      personalId = businessId(country, personalId, now);
      if (!personalId) throw invalid('personalId', 'The organisation number is not valid');
    } else {
      personalId = personId(country, personalId, now);
      if (!personalId) throw invalid('personalId', 'The personal identity number is not valid');
    }
  }
  return {
    customer_type: customerType,
    newsletter: input.newsletter == null ? current.newsletter : Number(input.newsletter),
    personal_id: personalId,
    gender: input.gender ?? current.gender,
    address: JSON.stringify(address),
    metadata: input.metaData ?? current.metadata,
  };
}
