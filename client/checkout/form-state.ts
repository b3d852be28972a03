import type { CustomerType } from '../../shared/cookies';
import type { BrowserCheckout } from '../../shared/types';

/**
 * The checkout form as the page renders it: what the shopper typed (kept through every re-render,
 * so nothing is lost when the Worker answers with errors), the messages per field, and a notice for
 * the form as a whole. `attemptId` is the placing attempt's idempotency key: the same until an
 * attempt fails for good, so a double submit or a retry never places two orders.
 */
export interface CheckoutFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: { kind: 'error' | 'ok'; text: string } | null;
  /** Messages at cart lines (sold out, fewer left), by SKU id. */
  lineErrors: Record<number, string>;
  attemptId: string;
  /**
   * The control a post came from, focused again on the page that answers (rendered with autofocus,
   * so before hydration and without scripts too): `less:<sku>` or `more:<sku>` (a line's − or +; the
   * other when it is now disabled), `removed` (the notice that says so), `promo`, `market` (the
   * country), `customerType:<type>` (that "Shop as" button).
   */
  focus?: string;
}

/** Everything the checkout form island renders from (serialised into the page; no cart id). */
export interface CheckoutFormProps {
  /** The page's own path: the form posts to it. */
  action: string;
  termsPath: string;
  /** The checkout market's alias, and the markets a shopper may send the order to. */
  market: string;
  markets: { alias: string; name: string }[];
  country: { code: string; name: string };
  currency: string;
  customerType: CustomerType;
  /** Whose checkout this is: the account's username, '' for a guest (client/checkout/draft.ts). */
  viewer: string;
  checkout: BrowserCheckout;
  form: CheckoutFormState;
}

/** A form nobody has posted yet; `values` are initial values (a logged-in customer's account details). */
export const emptyForm = (
  attemptId: string,
  values: Record<string, string> = {},
): CheckoutFormState => ({
  values,
  errors: {},
  notice: null,
  lineErrors: {},
  attemptId,
});

/** Form fields in page order, with the id each control gets (the error summary links to them). */
export const fieldId = (name: string) => `checkout-${name}`;
