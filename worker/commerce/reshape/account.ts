import { z } from 'zod';
import type {
  AccountOrder,
  AccountUser,
  Balance,
  Refund,
  Shipment,
} from '../../../shared/account-types';
import { GENDERS } from '../../../shared/account-types';
import { CUSTOMER_TYPES } from '../../../shared/cookies';
import { AddressSchema, text, toAddress, toOrder } from './checkout';
import { paymentPending, statusGroup } from './order-status';
import { formatAmount, moneyLocale } from '../../../shared/money';
import { parseUpstream, type ImageOptions } from './upstream-parse';

const id = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v == null ? '' : String(v)));

// Every AddressType field a string, '' when missing (as the checkout's reshape reads addresses).
const AccountAddressSchema = AddressSchema.transform(toAddress);

const UserSchema = z.looseObject({
  email: z.string(),
  customerType: z.enum(CUSTOMER_TYPES).nullish(),
  personalId: text,
  newsletter: z.boolean().nullish(),
  gender: z.enum(GENDERS).nullish().catch(null),
  address: AccountAddressSchema,
  balances: z
    .array(
      z.looseObject({ currency: z.string(), amount: z.number(), amountFormatted: text }).nullable(),
    )
    .nullish(),
  memberType: text,
  // Int! upstream: 0 is no company account.
  memberId: id.transform((v) => (v === '0' ? '' : v)),
});

const OrderExtrasSchema = z.looseObject({
  status: text,
  shippingDetails: z
    .array(z.looseObject({ name: text, parcelNumber: text, trackingLink: text }).nullable())
    .nullish(),
  refunds: z
    .array(
      z
        .looseObject({
          id,
          itemId: z.number().nullish(),
          articleNumber: text,
          createdAt: text,
          reason: text,
          total: z.number().nullish(),
        })
        .nullable(),
    )
    .nullish(),
});

export function toAccountUser(raw: unknown): AccountUser {
  const u = parseUpstream(UserSchema, raw, 'user');
  return {
    email: u.email,
    customerType: u.customerType ?? 'PERSON',
    personalId: u.personalId,
    newsletter: u.newsletter ?? false,
    gender: u.gender ?? 'UNSPECIFIED',
    address: u.address,
    balances: (u.balances ?? []).flatMap((b): Balance[] =>
      b ? [{ currency: b.currency, amount: b.amount, amountText: b.amountFormatted }] : [],
    ),
    memberType: u.memberType,
    memberId: u.memberId,
  };
}

const safeLink = (link: string) => {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
};

/** A refund in the order's currency, as that currency's shoppers read it (shared/money.ts). */
const money = (amount: number, currency: string, locale: string) =>
  formatAmount(amount, currency, moneyLocale('', currency, locale));

/**
 * One order of getOrders. `onUnknownStatus` hears a status outside the mapping (the order then
 * counts as processing, so it is in the list). Refund sums are formatted in the order's currency.
 */
export function toAccountOrder(
  raw: unknown,
  o: ImageOptions & { locale: string },
  onUnknownStatus: (status: string) => void,
): AccountOrder {
  const { cartId: _cartId, ...order } = toOrder(raw, o);
  const extras = parseUpstream(OrderExtrasSchema, raw, 'order');
  const known = statusGroup(extras.status);
  if (!known) onUnknownStatus(extras.status);
  const shipments = (extras.shippingDetails ?? []).flatMap((s): Shipment[] =>
    s
      ? [{ name: s.name, parcelNumber: s.parcelNumber, trackingLink: safeLink(s.trackingLink) }]
      : [],
  );
  const refunds = (extras.refunds ?? []).flatMap((r): Refund[] =>
    r
      ? [
          {
            id: r.id,
            skuId: r.itemId ?? 0,
            articleNumber: r.articleNumber,
            createdAt: r.createdAt,
            reason: r.reason,
            totalText: money(r.total ?? 0, order.currency, o.locale),
          },
        ]
      : [],
  );
  return {
    ...order,
    group: known ?? 'processing',
    paymentPending: paymentPending(extras.status),
    shipments,
    refunds,
  };
}
