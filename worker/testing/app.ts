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

export const location = (res: Response) =>
  res.headers.get('location')?.replace('http://shop.test', '');
