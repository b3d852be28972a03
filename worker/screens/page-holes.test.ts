import { describe, expect, it } from 'vitest';
import { holedPage, pageFor } from './page-holes';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const heart = (id: number, pressed = false) =>
  `<button data-favorite="${id}" data-favorite-alias="a-${id}" aria-pressed="${pressed}"></button>`;
const count = '<span class="badge" data-favorites-count="">0</span>';
const cartFree = { miniCart: '<b>0 items</b>', state: '{"cart":null}' };
const made = { nonce: 'NONCE', onceKey: undefined, cartFree, noScript: false };
const page = (body: string) =>
  `<html nonce="NONCE">${count}${cartFree.miniCart}${body}<script>${cartFree.state}</script></html>`;

describe("a kept page's holes", () => {
  it("has every heart and the count as holes, filled with the visitor's favorites, and the cart's parts", () => {
    const html = page(`${heart(7)}${heart(12)}${heart(7)}`);
    const holed = holedPage(html, made)!;
    expect(holed.showsFavorites).toBe(true);
    expect(holed.cartFree).not.toBeNull();
    const visitor = {
      cart: { miniCart: '<b>2 items</b>', state: '{"cart":[2]}' },
      favorites: [7, 99],
    };
    expect(text(pageFor(holed, 'n', visitor))).toBe(
      `<html nonce="n">${count.replace('>0<', '>2<')}<b>2 items</b>${heart(7, true)}${heart(12)}${heart(7, true)}<script>{"cart":[2]}</script></html>`,
    );
    expect(text(pageFor(holed, 'NONCE', { cart: null, favorites: [] }))).toBe(html);
  });

  it('serves only visitors without favorites when a heart is not found unpressed, the count is not there once, or the browser runs no scripts', () => {
    expect(holedPage(page(`${heart(7)}${heart(12, true)}`), made)!.showsFavorites).toBe(false);
    expect(
      holedPage(page(`${heart(7)}`).replace('</html>', `${count}</html>`), made)!.showsFavorites,
    ).toBe(false);
    expect(holedPage(page(heart(7)).replace(count, ''), made)!.showsFavorites).toBe(false);
    expect(holedPage(page(heart(7)), { ...made, noScript: true })!.showsFavorites).toBe(false);
    // Its cart parts are still holes.
    expect(holedPage(page(heart(7)), { ...made, noScript: true })!.cartFree).not.toBeNull();
  });

  it('serves only visitors without a cart when a cart part is not found once; overlapping holes leave only what is made anew', () => {
    const twice = page('').replace('</html>', `${cartFree.miniCart}</html>`);
    expect(holedPage(twice, made)!.cartFree).toBeNull();
    expect(holedPage(twice, made)!.showsFavorites).toBe(true);
    // The nonce inside the cart's part: neither could be filled in whole.
    const overlap = holedPage(page(heart(7)), { ...made, nonce: '0 items' })!;
    expect(overlap.cartFree).toBeNull();
    expect(overlap.showsFavorites).toBe(false);
    expect(overlap.holes).toEqual(['nonce']);
  });
});
