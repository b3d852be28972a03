import { describe, expect, it } from 'vitest';
import { statusChange, type OrderStatus } from './status-change';

const order = (status: OrderStatus, paymentPending = false) => ({ id: 7, status, paymentPending });

describe("the operator's order status changes", () => {
  it.each([
    ['received', 'processing'],
    ['received', 'completed'],
    ['processing', 'completed'],
  ] as const)('%s → %s is allowed', (from, to) => {
    expect(statusChange(order(from), to)).toEqual({ kind: 'allowed' });
  });

  it.each([
    ['cancelled', 'completed', /cancelled, which cannot become completed/],
    ['cancelled', 'received', /cannot become received/],
    ['completed', 'processing', /cannot become processing/],
    ['processing', 'received', /cannot become received/],
    ['processing', 'processing', /processing already/],
    ['received', 'cancelled', /cannot cancel the order/],
  ] as const)('%s → %s is refused', (from, to, reason) => {
    const change = statusChange(order(from), to);
    expect(change.kind).toBe('refused');
    expect(change.kind === 'refused' && change.reason).toMatch(reason);
  });

  it('sends an order whose payment waits to the payments command', () => {
    expect(statusChange(order('received', true), 'cancelled')).toEqual({
      kind: 'refused',
      reason:
        "#7's payment waits for the provider: npm run payments -- approve 7 (or reject 7, which cancels it)",
    });
  });
});
