import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { WorkerEnv } from '../context';

/**
 * CSRF guard for mutations: the request must come from a page of this origin (Origin header, or
 * Sec-Fetch-Site when a browser leaves Origin out).
 */
export const sameOrigin = createMiddleware<WorkerEnv>(async function sameOrigin(c, next) {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const ok = origin ? origin === new URL(c.req.url).origin : site === 'same-origin';
  if (!ok) throw new HTTPException(403, { message: 'Cross-origin request refused' });
  await next();
});
