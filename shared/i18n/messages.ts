import type { sv } from './sv';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must fill: the keys of the Swedish texts. */
export type Messages = Widen<typeof sv>;

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T];
/** Every message key, e.g. 'cart.total'. */
export type MessageKey = Paths<Messages>;
