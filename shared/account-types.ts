import type { CustomerType } from './cookies';
import type { Address, Order } from './types';

/** Store credit in one currency (UserType.balances); `amount` in major units. */
export interface Balance {
  currency: string;
  amount: number;
  amountText: string;
}

export const GENDERS = ['UNSET', 'UNSPECIFIED', 'WOMAN', 'MAN'] as const;
export type Gender = (typeof GENDERS)[number];

/** The logged-in customer's account (getUser). No favorites here: they travel in metaData (C's). */
export interface AccountUser {
  email: string;
  customerType: CustomerType;
  /** A personal identity number, or the organisation number of an ORGANIZATION customer. */
  personalId: string;
  newsletter: boolean;
  gender: Gender;
  address: Address;
  balances: Balance[];
  /** 'company' (and its company account's id) for users of a company account. */
  memberType: string;
  memberId: string;
}
/** A user of a company account: always an organisation (the backend keeps them one). */
export const isCompanyUser = (user: AccountUser) => user.memberType === 'company';

/**
 * What updateUser changes (the Merchant API's UserInputType less metaData; omitted = kept). The
 * type is always sent: UserInputType defaults it to PERSON, so leaving it out would change it.
 */
export interface UserInput {
  customerType: CustomerType;
  personalId?: string;
  newsletter?: boolean;
  gender?: Gender;
  address?: Partial<Address>;
}

/** The specification's four order status groups (section 4); "in progress" is the first two. */
export const ORDER_GROUPS = ['received', 'processing', 'completed', 'cancelled'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];
export const IN_PROGRESS: readonly OrderGroup[] = ['received', 'processing'];

export interface Shipment {
  name: string;
  parcelNumber: string;
  /** An absolute http(s) URL, or '' (anything else from upstream is dropped). */
  trackingLink: string;
}
export interface Refund {
  id: string;
  /** The refunded line's sku id, 0 when the refund is not for one line. */
  skuId: number;
  articleNumber: string;
  createdAt: string;
  reason: string;
  totalText: string;
}

/** An order in the customer's list: the confirmation's order plus its status group, shipments and refunds. */
export interface AccountOrder extends Omit<Order, 'cartId'> {
  group: OrderGroup;
  /** Received, its payment waiting for the provider's answer (a declined one cancels the order). */
  paymentPending: boolean;
  shipments: Shipment[];
  refunds: Refund[];
}

/** The application for a company account (extension operation applyForCompanyAccount). */
export interface CompanyApplication {
  companyName: string;
  organizationId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  zip: string;
  city: string;
  country: string;
  message: string;
}

/** One more user on the requester's company account (extension operation requestCompanyUser). */
export interface CompanyUserRequest {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  message: string;
}

/** A posted form as shown again: what was typed, the messages at their fields (translated), a notice. */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: { kind: 'ok' | 'error'; text: string } | null;
}
export const emptyFormState = (): FormState => ({ values: {}, errors: {}, notice: null });

/** The settings page's forms, by the `intent` each posts. */
export const SETTINGS_INTENTS = [
  'profile',
  'type',
  'newsletter',
  'delete',
  'company-user',
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];
/** The id of a settings form's notice: a save's redirect names it as its fragment, so the page shows it. */
export const settingsNoticeId = (intent: SettingsIntent) => `settings-${intent}-notice`;
/** The form that was posted (shown again with what was typed and its messages). */
export interface SettingsPosted {
  intent: SettingsIntent;
  state: FormState;
}
