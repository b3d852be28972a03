import type { OrderGroup } from '../../../shared/account-types';

/**
 * Raw order statuses to the specification's four groups (research 5.2: the Geins statuses as the
 * original maps them, plus the embedded backend's own group names). Anything else is `null`: the
 * caller shows it as processing and logs it (the original dropped such orders from both lists).
 */
const STATUS_GROUPS: Record<string, OrderGroup> = {
  received: 'received',
  pending: 'received',
  'pending-payment': 'received',
  backorder: 'received',
  processing: 'processing',
  partial: 'processing',
  inactive: 'processing',
  'on-hold': 'processing',
  cancelled: 'cancelled',
  'out-of-stock': 'cancelled',
  completed: 'completed',
  refunded: 'completed',
};

/** A raw status as the tables name it: the API's case and spaces aside (' Completed '). */
const named = (raw: string) => raw.trim().toLowerCase();

export const statusGroup = (raw: string): OrderGroup | null => STATUS_GROUPS[named(raw)] ?? null;

/**
 * `pending-payment`: received, but the payment provider has not answered yet (research 5.1). The
 * one check: the orders page's "waiting for the provider" and the confirmation's live payment state
 * (worker/live/payment.ts `paymentStateOf`) both read it.
 */
export const paymentPending = (raw: string) => named(raw) === 'pending-payment';

/** `cancelled` itself (a payment the provider refused ends so), not the group's other statuses. */
export const cancelled = (raw: string) => named(raw) === 'cancelled';
