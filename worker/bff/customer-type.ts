import type { Context } from 'hono';
import { z } from 'zod';
import { CUSTOMER_TYPES } from '../../shared/cookies';
import { rememberCustomerType } from '../edge/cookies';
import type { WorkerEnv } from '../context';

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
export async function customerType(c: Context<WorkerEnv>): Promise<Response> {
  const parsed = Form.safeParse(await c.req.parseBody());
  if (!parsed.success) return c.text('Bad request', 400);
  rememberCustomerType(c, parsed.data.type);
  return c.redirect(parsed.data.return, 303);
}
