import { CURRENCIES, moneyLocaleOf, type CurrencySpec } from '../markets';
import { formatMoney, major } from '../money';
import type { Scope } from '../scope';
import { ADDRESS_FIELDS } from '../checkout/input';

/** A customers row as the account operations read it. */
export interface CustomerRow {
  id: number;
  email: string;
  customer_type: 'PERSON' | 'ORGANIZATION';
  newsletter: number;
  personal_id: string | null;
  gender: 'UNSET' | 'UNSPECIFIED' | 'WOMAN' | 'MAN';
  address: string;
  member_type: string | null;
  member_id: string | null;
  metadata: string | null;
}

export const CUSTOMER_COLUMNS = `id, email, customer_type, newsletter, personal_id, gender, address,
  member_type, member_id, metadata`;

export type StoredAddress = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

/** AddressType: every field is a non-null string in the Merchant API, so missing ones are ''. */
export const addressType = (stored: StoredAddress) =>
  Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, stored[k] ?? '']));

export async function loadCustomer(db: D1Database, id: number) {
  return db
    .prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`)
    .bind(id)
    .first<CustomerRow>();
}

/** Balances in every currency the customer has, and always the scope's (0 when none is stored). */
async function balances(db: D1Database, customerId: number, scope: Scope) {
  const { results } = await db
    .prepare(
      'SELECT currency, amount FROM customer_balances WHERE customer_id = ? ORDER BY currency',
    )
    .bind(customerId)
    .all<{ currency: string; amount: number }>();
  const rows = results.some((r) => r.currency === scope.currency.code)
    ? results
    : [{ currency: scope.currency.code, amount: 0 }, ...results];
  return rows.map((r) => ({
    currency: r.currency,
    amount: major(r.amount),
    amountFormatted: formatMoney(r.amount, currencySpec(r.currency), moneyLocaleOf(r.currency)),
  }));
}

const currencySpec = (code: string): CurrencySpec =>
  CURRENCIES[code as CurrencySpec['code']] ?? { code, name: code, symbol: code, perSek: 1 };

/** The Merchant API's UserType. */
export async function userType(db: D1Database, row: CustomerRow, scope: Scope) {
  return {
    id: row.id,
    email: row.email,
    customerType: row.customer_type,
    newsletter: row.newsletter === 1,
    personalId: row.personal_id,
    gender: row.gender,
    address: addressType(JSON.parse(row.address) as StoredAddress),
    memberType: row.member_type ?? '',
    memberId: Number(row.member_id ?? 0) || 0,
    metaData: row.metadata,
    balances: await balances(db, row.id, scope),
  };
}
