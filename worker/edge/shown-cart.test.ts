import { describe, expect, it } from 'vitest';

import { toCart } from '../commerce/reshape/cart';
import { upstreamCart } from '../testing/upstream-cart';
import { shownCartKey } from './shown-cart';

const keyOf = (...args: Parameters<typeof upstreamCart>) =>
  shownCartKey(toCart(upstreamCart(...args), { imageBase: '/img' }));

describe('the key of the cart a checkout showed', () => {
  it('does not follow the shipping chosen', () => {
    // 60 € less a 10 € code: "−10 €" beside a total of 50 €, "−10,00 €" beside 55,90 €.
    expect(keyOf('EUR', 60, 10, 5.9)).toBe(keyOf('EUR', 60, 10, 0));
    expect(keyOf('SEK', 899, 100, 49)).toBe(keyOf('SEK', 899, 100, 0));
  });

  it('follows the discount', () => {
    expect(keyOf('EUR', 60, 10)).not.toBe(keyOf('EUR', 60, 5));
    expect(keyOf('EUR', 60, 10)).not.toBe(keyOf('EUR', 60, 0));
  });
});
