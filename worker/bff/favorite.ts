import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_FAVORITES } from '../../shared/cookies';
import { FAVORITE_STATES } from '../../shared/favorite-form';
import { sitePath } from '../../shared/site-path';
import type { WorkerEnv } from '../context';
import { favoritesOf, rememberFavorites } from '../edge/cookies';
import { sameSiteReferer } from '../edge/request-locale';
import { wayBack } from '../chrome/way-back';
import { IntId, ReturnPath } from './browser-request';
import { formAction } from './form-action';

/**
 * POST /favorite: a heart without JavaScript (client/components/favorite-button.tsx), a plain form with
 * the product and the state asked for. Writes the favorites cookie as the page script would (newest
 * last, at most MAX_FAVORITES) and answers 303 back to the page the heart was on. The hearts sit in
 * markup shared by every page that shows the product, so the way back is the Referer (same origin; the
 * shop's Referrer-Policy sends it), else the product's own page (the form's `back`).
 */
export const favoriteForm = formAction({
  endpoint: 'favorite',
  schema: z.object({
    productId: z.coerce.number().pipe(IntId),
    favorite: z.enum(FAVORITE_STATES),
    back: ReturnPath,
  }),
  run: (c, { productId, favorite, back }) => {
    const others = favoritesOf(c).filter((id) => id !== productId);
    rememberFavorites(c, favorite === 'on' ? [...others, productId].slice(-MAX_FAVORITES) : others);
    return c.redirect(pageBefore(c) ?? back, 303);
  },
});

/** The page the heart was on, from the Referer (this site only), without one-time parameters. */
function pageBefore(c: Context<WorkerEnv>): string | null {
  const referer = sameSiteReferer(c);
  if (!referer) return null;
  const path = sitePath(wayBack(referer));
  return path === '/' && referer.pathname !== '/' ? null : path;
}
