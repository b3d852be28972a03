import type { Stock } from '../../shared/types';

/**
 * What the page's live sockets tell the rest of the page (client/live/socket.ts dispatches them on
 * window). The names are written out where they are used: importing them would cost every page a chunk.
 * - `ralph:live-cart` (CustomEvent<LiveCart>): the customer's cart changed elsewhere, or its socket
 *   (re)connected and changes may have been missed; the cart store asks /graphql again. Once the cart
 *   socket has opened, `<html data-live-cart>` tells a cart store made later to ask too. `first`: the
 *   socket's first open, which follows the page's own render (it wakes no mini cart).
 * - `ralph:live-stock` (CustomEvent<LiveStock>): a product's stock now.
 * - `ralph:live-payment` (CustomEvent<LivePayment>): the payment of the order this page confirms,
 *   on its answer and on every (re)connect.
 */
export interface LiveStock {
  productId: number;
  skus: { skuId: number; stock: Stock }[];
}

export interface LivePayment {
  state: 'pending' | 'paid' | 'failed';
}

export interface LiveCart {
  first: boolean;
}
