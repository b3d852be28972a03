import { afterAll, describe, expect, test } from 'vitest';

import { localState, query, runTool } from './tool-testing.mjs';

const ADDRESS = `'{"firstName":"Anna","lastName":"Svensson","addressLine1":"Gatan 1","zip":"11122","city":"Stockholm"}'`;
const order = (id, status) =>
  `INSERT INTO orders (id, public_id, cart_id, market, language, currency, customer_type, status, email,
    billing_address, shipping_address, payment_id, payment_name, shipping_id, shipping_name, goods, goods_ex,
    discount, discount_ex, shipping_fee, shipping_fee_ex, total, total_ex, created_at, updated_at)
  VALUES (${id}, 'public-${id}', 'cart-${id}', 'se', 'sv', 'SEK', 'PERSON', '${status}', 'anna@example.com',
    ${ADDRESS}, ${ADDRESS}, 3, 'Faktura', 1, 'Hemleverans', 100, 80, 0, 0, 0, 0, 100, 80, '2026-11-01', '2026-11-01')`;

describe('orders -- status', () => {
  const state = localState();
  afterAll(() => state.remove());
  query(state, `${order(1, 'cancelled')}; ${order(2, 'received')}`);
  const statusOf = (id) => query(state, `SELECT status FROM orders WHERE id = ${id}`)[0]?.status;

  test('a cancelled order stays cancelled', () => {
    const run = runTool('orders', ['status', '1', 'completed'], state);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/#1 is cancelled, which cannot become completed/);
    expect(statusOf(1)).toBe('cancelled');
  });

  test('a cancellation is refused: no stock back, no mail', () => {
    const run = runTool('orders', ['status', '2', 'cancelled'], state);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot cancel/);
    expect(statusOf(2)).toBe('received');
  });

  test('a received order moves on', () => {
    const run = runTool('orders', ['status', '2', 'processing'], state);
    expect(run).toMatchObject({ code: 0, stdout: 'orders: #2 is processing\n' });
    expect(statusOf(2)).toBe('processing');
  });
});
