import type { Context } from 'hono';
import { isCompanyUser } from '../../shared/account-types';
import type { CustomerType } from '../../shared/cookies';
import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import { accountFor, type AccountScope } from '../commerce/account';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import { customerSessionOf } from '../identity/customer-session';
import { log } from '../log';

/**
 * Whether a switch to `type` is refused: a user of a company account always shops as a business
 * (README 48, 53), so every path that sets the customer-type cookie asks before it switches to PERSON.
 * One getUser, only for a logged-in customer's switch to private; when that fails it is logged and the
 * switch goes through (a private customer is not held up; the account itself stays ORGANIZATION).
 */
export async function refusedSwitch(scope: AccountScope, type: CustomerType): Promise<boolean> {
  if (type !== 'PERSON' || !scope.customer) return false;
  const { data, error } = await accountFor(scope).user();
  if (error) log('warn', 'customer type: getUser failed', { requestId: scope.requestId, error });
  return !!data && isCompanyUser(data);
}

/** The same for a request without a Shop (the header's switch, worker/bff/customer-type.ts). */
export async function refusedSwitchOf(
  c: Context<WorkerEnv>,
  type: CustomerType,
  { market, locale }: { market: string; locale: Locale },
) {
  if (type !== 'PERSON') return false;
  const session = await customerSessionOf(c);
  if (!session) return false;
  const { client } = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType: type,
  });
  return refusedSwitch(
    {
      commerce: client,
      customer: session.customer,
      config: c.get('config'),
      locale,
      requestId: c.get('requestId'),
    },
    type,
  );
}
