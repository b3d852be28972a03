import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../app';
import type { Bindings } from '../env';

/**
 * Kept pages' tests (worker/screens/page-cache*.test.ts). Requests of one isolate's visitors: one bindings object, as workerd hands every request (the test
 * helper's `request` makes a new one per call, so its pages are never kept).
 */
export function visitors(overrides: Partial<Bindings> = {}) {
  const bindings = { ...(env as unknown as Bindings), ...overrides };
  return async (path: string, headers: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const res = await createApp().request(`http://shop.test${path}`, { headers }, bindings, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body, render: res.headers.get('x-render') };
  };
}
export type Get = ReturnType<typeof visitors>;

/** Views a page until it is kept (a cold one streams, a warm one renders whole and is kept). */
export async function untilKept(get: Get, path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 4; i++) {
    const view = await get(path, headers);
    if (view.render === 'kept') return view;
  }
  throw new Error(`${path} was never kept`);
}

/** A page's text but for what is made anew per view (the nonce, the one-time keys). */
export const sameBut = (view: { body: string; res: Response }) =>
  view.body.replaceAll(nonceOf(view.res), 'N').replace(/name="once" value="[^"]+"/g, 'once');
export const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
export const onceKeysOf = (html: string) =>
  new Set([...html.matchAll(/name="once" value="([^"]+)"/g)].map((m) => m[1]));
