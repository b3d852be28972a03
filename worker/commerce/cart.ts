import type { Cart } from '../../shared/types';
import type { CommerceClient, Variables } from './client';
import { orThrow } from './errors';
import type { OperationName } from '../../shared/graphql/operations';
import { toCart } from './reshape/cart';
import type { ImageOptions } from './reshape/upstream-parse';

/** Cart operations; each failure throws its CommerceError (the caller decides: the page goes on without a cart, the BFF answers the shopper's text). */
export interface CartApi {
  get(id: string): Promise<Cart>;
  add(id: string, skuId: number, quantity: number): Promise<Cart>;
  update(id: string, skuId: number, quantity: number): Promise<Cart>;
  setPromoCode(id: string, promoCode: string): Promise<Cart>;
}

/** Cart operations. Never cached; the cart's market is sent as cartMarketAlias, apart from the browsing market. */
export function cartApi(client: CommerceClient, images: ImageOptions, cartMarket: string): CartApi {
  const vars = { cartMarketAlias: cartMarket, allowExternalShippingFee: false };
  const parse = (field: string) => (data: unknown) =>
    toCart((data as Record<string, unknown>)[field], images);
  const write = async (operation: OperationName, variables: Variables) =>
    orThrow(await client.mutation(operation, { variables, parse: parse(operation) }));
  return {
    get: async (id) =>
      orThrow(
        await client.query('getCart', { variables: { ...vars, id }, parse: parse('getCart') }),
      ),
    add: (id, skuId, quantity) => write('addToCart', { ...vars, id, item: { skuId, quantity } }),
    update: (id, skuId, quantity) =>
      write('updateCartItem', { ...vars, id, item: { skuId, quantity } }),
    setPromoCode: (id, promoCode) =>
      write('setCartPromoCode', { id, promoCode, checkoutMarketId: cartMarket }),
  };
}
