import { describe, expect, it } from 'vitest';
import { toPlacedOrder } from './checkout';

describe('checkout reshape', () => {
  it('reads placeOrder: an order at once, or a payment page to go to; anything else is a shape error', () => {
    expect(toPlacedOrder({ orderId: '7', publicId: 'abc-123', status: 'completed' })).toEqual({
      status: 'completed',
      orderId: '7',
      publicId: 'abc-123',
    });
    expect(toPlacedOrder({ status: 'pending', redirectUrl: '/_commerce/pay/card/x' })).toEqual({
      status: 'pending',
      redirectUrl: '/_commerce/pay/card/x',
    });
    expect(() => toPlacedOrder({ status: 'completed', orderId: null })).toThrow(/placed order/);
    expect(() => toPlacedOrder({ status: 'pending' })).toThrow(/placed order/);
  });
});
