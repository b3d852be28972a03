import type {
  AccountOrder,
  AccountUser,
  CompanyApplication,
  CompanyUserRequest,
  UserInput,
} from '../../shared/account-types';
import { log } from '../log';
import type { CommerceClient } from './client';
import { CommerceError, type CommerceResult } from './errors';
import { toAccountOrder, toAccountUser } from './reshape/account';
import type { ImageOptions } from './reshape/upstream-parse';

/**
 * What runs a call with the customer's bearer (C's CustomerSession.call: a refused token is refreshed
 * once and retried; still refused, the session ends and the refusal comes back).
 */
export interface BearerSession {
  call<T>(run: (bearer: string) => Promise<CommerceResult<T>>): Promise<CommerceResult<T>>;
}

/**
 * The logged-in customer's account operations (never cached: every one carries the bearer).
 * Failures are CommerceError values; UNAUTHENTICATED means the session has ended.
 */
export interface AccountApi {
  user(): Promise<CommerceResult<AccountUser>>;
  updateUser(input: UserInput): Promise<CommerceResult<AccountUser>>;
  deleteUser(): Promise<CommerceResult<boolean>>;
  orders(): Promise<CommerceResult<AccountOrder[]>>;
  subscribeToNewsletter(email: string): Promise<CommerceResult<boolean>>;
  /** Extension: a company asks for an account (anyone may; a logged-in applicant is remembered). */
  applyForCompanyAccount(application: CompanyApplication): Promise<CommerceResult<boolean>>;
  /** Extension: an organisation customer asks for one more user on the company account. */
  requestCompanyUser(request: CompanyUserRequest): Promise<CommerceResult<boolean>>;
}

export interface AccountOptions extends ImageOptions {
  locale: string;
  /** Hears an order status outside the mapping (the order shows as processing). */
  onUnknownStatus: (status: string) => void;
}

const field = (name: string) => (data: unknown) => (data as Record<string, unknown>)[name];
const yes = (name: string) => (data: unknown) => {
  if (field(name)(data) !== true) throw CommerceError.shape(name, 'answer is not true');
  return true;
};
const anonymous = () =>
  Promise.resolve({
    data: null,
    error: new CommerceError('You need to log in', 502, 'UNAUTHENTICATED'),
  });

export function accountApi(
  client: CommerceClient,
  session: BearerSession | null,
  o: AccountOptions,
): AccountApi {
  const asCustomer = <T>(run: (bearer: string) => Promise<CommerceResult<T>>) =>
    session ? session.call(run) : anonymous();
  const user = (data: unknown) =>
    toAccountUser(field('getUser')(data) ?? field('updateUser')(data));
  return {
    user: () => asCustomer((bearer) => client.query('getUser', { bearer, parse: user })),
    updateUser: (input) =>
      asCustomer((bearer) =>
        client.mutation('updateUser', { bearer, variables: { user: input }, parse: user }),
      ),
    deleteUser: () =>
      asCustomer((bearer) => client.mutation('deleteUser', { bearer, parse: yes('deleteUser') })),
    orders: () =>
      asCustomer((bearer) =>
        client.query('getOrders', {
          bearer,
          parse: (data) => {
            const list = field('getOrders')(data);
            if (!Array.isArray(list)) throw CommerceError.shape('orders', 'not a list');
            return list.filter(Boolean).map((raw) => toAccountOrder(raw, o, o.onUnknownStatus));
          },
        }),
      ),
    subscribeToNewsletter: (email) =>
      client.mutation('subscribeToNewsletter', {
        variables: { email },
        parse: yes('subscribeToNewsletter'),
      }),
    applyForCompanyAccount: (application) => {
      const run = (bearer?: string) =>
        client.mutation('applyForCompanyAccount', {
          bearer,
          variables: { application },
          parse: yes('applyForCompanyAccount'),
        });
      return session ? session.call(run) : run();
    },
    requestCompanyUser: (request) =>
      asCustomer((bearer) =>
        client.mutation('requestCompanyUser', {
          bearer,
          variables: { request },
          parse: yes('requestCompanyUser'),
        }),
      ),
  };
}

/** What a request knows that the account operations need (the Worker's Shop has all of it). */
export interface AccountScope {
  commerce: CommerceClient;
  customer: BearerSession | null;
  config: { IMAGE_BASE_URL: string };
  locale: string;
  requestId: string;
}

/** The account operations for the request's customer; an unknown order status is logged. */
export const accountFor = (s: AccountScope): AccountApi =>
  accountApi(s.commerce, s.customer, {
    imageBase: s.config.IMAGE_BASE_URL,
    locale: s.locale,
    onUnknownStatus: (status) =>
      log('warn', 'unknown order status shown as processing', { requestId: s.requestId, status }),
  });
