import { PANEL_PARAMS } from '../../client/auth/panel-state';
import { CART_RESULT_PARAM } from '../../shared/cart-add';
import { NOTIFY_RESULT_PARAM } from '../../shared/stock-notify';
import { REVIEW_RESULT_PARAM } from '../../shared/reviews';

/** Said once, after a plain form: the account panel's parameters and a form's result (`?cart=`, `?notify=`, `?review=`). */
const ONE_TIME = [...PANEL_PARAMS, CART_RESULT_PARAM, NOTIFY_RESULT_PARAM, REVIEW_RESULT_PARAM];

/**
 * The page's path and query for a form's way back (its `return` field, a 303 to the page it came
 * from): without what was said once, so "added" or an opened panel does not come back with it.
 * (The browser's account panel strips only its own parameters: client/auth/panel-state.ts.)
 */
export function wayBack(url: URL): string {
  // Most pages have no query; several forms on every page ask (each delete re-serialises the URL).
  if (!url.search) return url.pathname;
  const clean = new URL(url);
  for (const p of ONE_TIME) clean.searchParams.delete(p);
  return clean.pathname + clean.search;
}
