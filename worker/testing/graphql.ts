import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createCommerceBackend, type BackendBindings } from '../backend';

export interface BackendCall {
  headers?: Record<string, string>;
  /** Bindings over the test environment's, e.g. BACKEND_INTROSPECTION. */
  bindings?: Partial<BackendBindings>;
}

/**
 * POSTs a raw body to the embedded backend's /graphql in-process, as the Worker does (the public app
 * has no route to it), with the test API key and a JSON content type unless told otherwise.
 */
export async function backendRequest(body: BodyInit, call: BackendCall = {}) {
  const ctx = createExecutionContext();
  const res = await createCommerceBackend().fetch(
    new Request('http://shop.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key', ...call.headers },
      body,
    }),
    { ...(env as unknown as BackendBindings), ...call.bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export interface BackendResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Sends one operation to the embedded backend and reads the GraphQL result. */
export async function backend<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  call: BackendCall = {},
) {
  const res = await backendRequest(JSON.stringify({ query, variables }), call);
  return (await res.json()) as BackendResult<T>;
}
