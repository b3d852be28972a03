import type { CheckoutApi, CheckoutChoices } from '../commerce/checkout';
import type { CustomerSession } from '../context';

/**
 * The checkout priced for the request's customer, with their bearer (refreshed and retried once as
 * every customer call is), so that their balance pays first; a guest's without one. A session that
 * ended on the way (its renewal refused) gets the guest's prices, as the page it then shows.
 */
export async function quoteAs(
  customer: CustomerSession | null,
  api: Pick<CheckoutApi, 'quote'>,
  cartId: string,
  choices: CheckoutChoices,
) {
  if (!customer) return api.quote(cartId, choices);
  const priced = await customer.call((bearer) => api.quote(cartId, choices, bearer));
  return priced.error?.code === 'UNAUTHENTICATED' ? api.quote(cartId, choices) : priced;
}
