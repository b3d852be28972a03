import type { Cart } from '../../shared/types';
import type { CommerceClient } from './client';
import { toCart, type ImageOptions } from './reshape';

export interface CartApi {
  get(id: string): Promise<Cart>;
  add(id: string, skuId: number, quantity: number): Promise<Cart>;
  update(id: string, skuId: number, quantity: number): Promise<Cart>;
  setPromoCode(id: string, promoCode: string): Promise<Cart>;
}

/** Cart operations. Never cached; the cart's market is sent as cartMarketAlias, apart from the browsing market. */
export function cartApi(client: CommerceClient, images: ImageOptions, cartMarket: string): CartApi {
  const vars = { cartMarketAlias: cartMarket, allowExternalShippingFee: false };
  return {
    async get(id) {
      return toCart(
        (await client.query<{ getCart: unknown }>('getCart', { ...vars, id })).getCart,
        images,
      );
    },
    async add(id, skuId, quantity) {
      return toCart(
        (
          await client.mutate<{ addToCart: unknown }>('addToCart', {
            ...vars,
            id,
            item: { skuId, quantity },
          })
        ).addToCart,
        images,
      );
    },
    async update(id, skuId, quantity) {
      return toCart(
        (
          await client.mutate<{ updateCartItem: unknown }>('updateCartItem', {
            ...vars,
            id,
            item: { skuId, quantity },
          })
        ).updateCartItem,
        images,
      );
    },
    async setPromoCode(id, promoCode) {
      return toCart(
        (
          await client.mutate<{ setCartPromoCode: unknown }>('setCartPromoCode', {
            id,
            promoCode,
            checkoutMarketId: cartMarket,
          })
        ).setCartPromoCode,
        images,
      );
    },
  };
}
