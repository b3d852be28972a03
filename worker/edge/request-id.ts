import { createMiddleware } from 'hono/factory';
import type { WorkerEnv } from '../context';

/** A request id for logs and support: the incoming one when sane, else a new one; echoed in X-Request-Id. */
export const requestId = createMiddleware<WorkerEnv>(async function requestId(c, next) {
  const incoming = c.req.header('x-request-id');
  const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.res.headers.set('X-Request-Id', id);
});
