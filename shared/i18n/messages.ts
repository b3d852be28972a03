import type { sv } from './sv';
import type { svAccount } from './sv-account';
import type { svAuth } from './sv-auth';
import type { svCheckout } from './sv-checkout';
import type { svServer } from './sv-server';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must fill: the keys of the Swedish texts (the browser's text chunk). */
export type Messages = Widen<typeof sv>;
/** The log-in texts (sv-auth.ts): loaded by the browser with the panel, the reset page or the newsletter. */
export type AuthMessages = Widen<typeof svAuth>;
/** The checkout's texts (sv-checkout.ts): loaded by the browser with the checkout's islands only. */
export type CheckoutMessages = Widen<typeof svCheckout>;
/** The account pages' texts, rendered on the server only (sv-account.ts). */
export type AccountMessages = Widen<typeof svAccount>;
/** Texts only the server renders (sv-server.ts: the header's market selector, screens without islands). */
export type ServerMessages = Widen<typeof svServer>;

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T];
/** Every message key, e.g. 'cart.total'. */
export type MessageKey = Paths<
  Messages & AuthMessages & CheckoutMessages & AccountMessages & ServerMessages
>;
