import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../app';
import type { Bindings } from '../env';

/** Real HTTP through the whole Worker app inside workerd, with optional configuration overrides. */
export async function request(
  path: string,
  init: RequestInit = {},
  overrides: Partial<Bindings> = {},
) {
  const ctx = createExecutionContext();
  const url = path.startsWith('http') ? path : `http://shop.test${path}`;
  const res = await createApp().request(
    url,
    { redirect: 'manual', ...init },
    { ...(env as unknown as Bindings), ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

let clients = 0;
/**
 * A plain form post (urlencoded, `return` its own path) as a browser sends it, from a client of its
 * own: the forms' rate limit counts per client.
 */
export const postForm = (
  path: string,
  fields: Record<string, string>,
  cookie = '',
  overrides: Partial<Bindings> = {},
) =>
  request(
    path,
    {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': `198.51.100.${++clients}`,
        cookie,
      },
      body: new URLSearchParams({ ...fields, return: path }).toString(),
    },
    overrides,
  );

export const location = (res: Response) =>
  res.headers.get('location')?.replace('http://shop.test', '');

/**
 * A confirmation link (`?order=<public id>`) as a browser follows it: the 303 to the bare path with
 * the order in its cookie, then that page with the cookie (and `cookie`, the browser's others).
 */
export async function openConfirmation(path: string, cookie = ''): Promise<Response> {
  const moved = await request(path, { headers: { cookie } });
  if (moved.status !== 303) return moved;
  const order = moved.headers
    .getSetCookie()
    .find((c) => c.startsWith('ralph-order='))
    ?.split(';')[0];
  const cookies = [cookie, order].filter(Boolean).join('; ');
  return request(location(moved)!, { headers: { cookie: cookies } });
}

/**
 * The bindings of a deployment at `origin`: a shop on a public origin must bring secrets of its own,
 * since the Worker refuses `.dev.vars`' public ones there (worker/backend/secrets.ts).
 */
export const deployedAt = (origin: string): Partial<Bindings> => ({
  STOREFRONT_ORIGIN: origin,
  IDENTITY_SECRET: 'a-deployments-own-identity-secret-1',
  PASSWORD_PEPPER: 'a-deployments-own-password-pepper-2',
  PAYMENT_CALLBACK_SECRET: 'a-deployments-own-payment-secret-3',
});
