import { Suspense, use, type ReactNode } from 'react';

/**
 * A below-the-fold part that streams in when its data arrives. The promise must never reject:
 * pass it through `settle`, so a slow or failing part can never fail the page (house rule 2).
 */
export function Deferred<T>({ promise, fallback, children }: { promise: Promise<T | null>; fallback: ReactNode; children: (value: T) => ReactNode }) {
  return <Suspense fallback={fallback}><Resolved promise={promise}>{children}</Resolved></Suspense>;
}

function Resolved<T>({ promise, children }: { promise: Promise<T | null>; children: (value: T) => ReactNode }) {
  const value = use(promise);
  return value === null ? null : <>{children(value)}</>;
}

/** Logs a failure of a deferred part and resolves to null instead. */
export function settle<T>(promise: Promise<T>, what: string, requestId: string): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', requestId, msg: `deferred part failed: ${what}`, error: String(error) }));
    return null;
  });
}
