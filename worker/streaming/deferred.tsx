import { Suspense, use, type ReactNode } from 'react';
import { log } from '../log';

/**
 * A below-the-fold part that streams in when its data arrives. The promise must never reject:
 * pass it through `settle`, so a slow or failing part can never fail the page (house rule 2).
 */
export function Deferred<T>({
  promise,
  fallback,
  children,
}: {
  promise: Promise<T | null>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Resolved promise={promise}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved<T>({
  promise,
  children,
}: {
  promise: Promise<T | null>;
  children: (value: T) => ReactNode;
}) {
  const value = use(promise);
  return value === null ? null : <>{children(value)}</>;
}

/** A part the page can do without (an optional CMS area, a menu, the cart): a failure is logged and becomes null. */
export function orNull<T>(promise: Promise<T>, what: string, requestId: string): Promise<T | null> {
  return promise.catch((error: unknown) => {
    log('error', `${what} failed`, { requestId, error });
    return null;
  });
}

/**
 * Logs a failure of a deferred part and resolves to null instead. The settled promise is marked the way
 * React's `use` reads thenables, so a part whose data is already there renders at once instead of
 * suspending (that is how crawlers get the whole page: their render waits for every deferred part first).
 */
export function settle<T>(promise: Promise<T>, what: string, requestId: string): Promise<T | null> {
  const settled: Promise<T | null> & { status?: string; value?: T | null } = orNull(
    promise,
    `deferred part: ${what}`,
    requestId,
  );
  void settled.then((value) => {
    settled.status = 'fulfilled';
    settled.value = value;
  });
  return settled;
}
