/**
 * A favorite heart without JavaScript is a plain form (worker/bff/favorite.ts): the product and the
 * state the shopper asks for ('on' or 'off', never a toggle, so a repeated post changes nothing).
 */
export const FAVORITE_PATH = '/favorite';
export const FAVORITE_STATES = ['on', 'off'] as const;
