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

export const statusGroup = (raw: string): OrderGroup | null =>
  STATUS_GROUPS[raw.trim().toLowerCase()] ?? null;

/** `pending-payment`: received, but the payment provider has not answered yet (research 5.1). */
export const paymentPending = (raw: string) => raw.trim().toLowerCase() === 'pending-payment';
