import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { COOKIE, CUSTOMER_TYPES, ONE_YEAR_SECONDS } from '../../shared/cookies';
import type { AppEnv } from '../context';

const Form = z.object({
  type: z.enum(CUSTOMER_TYPES),
  // Only a path on this site: never an open redirect.
  return: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(2000)
    .catch('/'),
});

/** Switches between private (inc VAT) and business (ex VAT) prices; works without JavaScript. */
export async function customerType(c: Context<AppEnv>): Promise<Response> {
  const parsed = Form.safeParse(await c.req.parseBody());
  if (!parsed.success) return c.text('Bad request', 400);
  const url = new URL(c.req.url);
  setCookie(c, COOKIE.userType, parsed.data.type, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
    secure: url.protocol === 'https:',
  });
  return c.redirect(parsed.data.return, 303);
}
