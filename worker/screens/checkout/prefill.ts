import type { AccountUser } from '../../../shared/account-types';
import { accountFor } from '../../commerce/account';
import type { Shop } from '../../context';
import { log } from '../../log';

/**
 * The checkout form's values from the account (getUser): e-mail, names, company, address, phone,
 * and the personal or organisation number. Empty details are left out, so the field stays empty.
 */
export function accountValues(user: AccountUser, username: string): Record<string, string> {
  const a = user.address;
  const identity = user.customerType === 'ORGANIZATION' ? 'organizationId' : 'identityNumber';
  const values: Record<string, string> = {
    email: user.email || username,
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    careOf: a.careOf,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    entryCode: a.entryCode,
    zip: a.zip,
    city: a.city,
    phone: a.mobile || a.phone,
    [identity]: user.personalId,
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
    if (data) return accountValues(data, customer.username);
    log('warn', 'checkout prefill: getUser failed', {
      requestId: shop.requestId,
      code: error?.code ?? '',
    });
  } catch (error) {
    log('warn', 'checkout prefill: getUser threw', { requestId: shop.requestId, error });
  }
  return {};
}
