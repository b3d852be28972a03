/** The statuses an order is stored with (migrations/0010_orders.sql). */
export type OrderStatus = 'received' | 'processing' | 'completed' | 'cancelled';

/**
 * The operator's status changes (`npm run orders -- status`) follow the order forward only:
 * received → processing → completed, or received → completed for an order handled at once.
 * Completed and cancelled are final. An order whose payment still waits changes only through the
 * provider's answer (`npm run payments -- approve|reject`). Cancelling is the provider's refusal,
 * which puts the stock back and mails the shopper in one batch (payments/settle.ts); the sandbox has
 * no cancellation of a paid order, so a bare status change to cancelled is refused.
 */
export const STATUS_CHANGES: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['processing', 'completed'],
  processing: ['completed'],
  completed: [],
  cancelled: [],
};

export type StatusChange = { kind: 'allowed' } | { kind: 'refused'; reason: string };

export function statusChange(
  order: { id: number; status: OrderStatus; paymentPending: boolean },
  to: OrderStatus,
): StatusChange {
  const refused = (reason: string): StatusChange => ({ kind: 'refused', reason });
  if (order.paymentPending)
    return refused(
      `#${order.id}'s payment waits for the provider: npm run payments -- approve ${order.id} (or reject ${order.id}, which cancels it)`,
    );
  if (order.status === to) return refused(`#${order.id} is ${to} already`);
  if (to === 'cancelled')
    return refused(
      `#${order.id}'s payment was accepted: the sandbox cannot cancel the order (a status change alone would return no stock and mail nobody)`,
    );
  if (!STATUS_CHANGES[order.status].includes(to))
    return refused(`#${order.id} is ${order.status}, which cannot become ${to}`);
  return { kind: 'allowed' };
}
