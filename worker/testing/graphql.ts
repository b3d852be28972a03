import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createCommerceBackend, type BackendBindings } from '../backend';

/**
 * What the Worker's embedded upstreamFetch does: the request, its path without /_commerce, to the
 * backend in-process (the public app has no route to its GraphQL). A bare path is on http://shop.test.
 */
export async function embeddedFetch(
  input: string | URL | Request,
  init?: RequestInit,
  bindings: Partial<BackendBindings> = {},
): Promise<Response> {
  const request =
    typeof input === 'string'
      ? new Request(new URL(input, 'http://shop.test'), init)
      : new Request(input, init);
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/_commerce(?=\/)/, '');
  const ctx = createExecutionContext();
  const res = await createCommerceBackend().fetch(
    new Request(url, request),
    { ...(env as unknown as BackendBindings), ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export interface BackendCall {
  headers?: Record<string, string>;
  /** Bindings over the test environment's, e.g. BACKEND_INTROSPECTION. */
  bindings?: Partial<BackendBindings>;
}

/** POSTs a raw body to the backend's /graphql with the test API key and, unless told otherwise, JSON. */
export function backendRequest(body: BodyInit, call: BackendCall = {}) {
  return embeddedFetch(
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key', ...call.headers },
      body,
    },
    call.bindings,
  );
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
