import { CommerceError } from './errors';

/**
 * The fetch the GraphQL client uses: every exchange runs under a deadline, and the answer is read here
 * in full and checked (spec section 8), so nothing downstream ever waits on a body that stops halfway.
 * A status of 300 or more, a body that is not JSON, JSON with neither data nor errors and a late answer
 * reject with a CommerceError; otherwise the JSON text comes back re-wrapped.
 */
export function checkedFetch(fetcher: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const operation = operationOf(init);
    return withDeadline(
      timeoutMs,
      init?.signal,
      () => CommerceError.timeout(operation, timeoutMs),
      (signal) => readAnswer(fetcher, input, { ...init, signal }, operation),
    );
  };
}

/**
 * Runs `run` with a signal that aborts at the deadline (or with `parent`), and settles by the deadline
 * whether or not the work honours the signal: the embedded backend runs in-process and cannot be
 * cancelled, and a remote one may stop sending halfway through a body.
 */
export function withDeadline<T>(
  ms: number,
  parent: AbortSignal | null | undefined,
  late: () => Error,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const followParent = () => controller.abort(parent?.reason);
  parent?.addEventListener('abort', followParent);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = late();
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([run(controller.signal), deadline]).finally(() => {
    clearTimeout(timer);
    parent?.removeEventListener('abort', followParent);
  });
}

async function readAnswer(
  fetcher: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit,
  operation: string,
): Promise<Response> {
  const res = await fetcher(input, init);
  if (res.status >= 300) {
    await res.body?.cancel();
    throw CommerceError.httpStatus(res.status);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw CommerceError.parse(operation);
  }
  const { data, errors } = (body ?? {}) as { data?: unknown; errors?: unknown };
  if (data == null && errors == null) throw CommerceError.missing(operation);
  return new Response(text, {
    status: res.status,
    headers: { 'content-type': 'application/json' },
  });
}

function operationOf(init: RequestInit | undefined): string {
  try {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: unknown };
    return typeof body.operationName === 'string' ? body.operationName : 'unknown';
  } catch {
    return 'unknown';
  }
}
