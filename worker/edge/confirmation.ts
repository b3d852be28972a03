import type { Context } from 'hono';
import { href } from '../../shared/routes';
import type { WorkerEnv } from '../context';
import { rememberConfirmedOrder } from './cookies';

/**
 * To an order's confirmation: its public id goes into an HttpOnly cookie and the shopper to the
 * confirmation's bare path (303), which shows that order (worker/screens/checkout/confirmation.tsx).
 * The id never reaches the page's URL, so neither the tag manager's page view nor a shared link
 * carries it; a reload shows the same order.
 */
export function toConfirmation(c: Context<WorkerEnv>, publicId: string): Response {
  rememberConfirmedOrder(c, publicId);
  c.header('cache-control', 'private, no-store');
  return c.redirect(href(c.get('shop').link, 'confirmation'), 303);
}
