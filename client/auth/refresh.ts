import { postJson } from '../bff';
import { announceAuth, pageState, scopeOf } from './page-link';

/** When the session was last renewed by any tab, and when it is due again (localStorage: times only). */
const DUE_KEY = 'ralph-auth-due';
const LOCK = 'ralph-auth-refresh';
/** A renewal due this soon is done now rather than scheduled again. */
const MARGIN_MS = 5_000;
const RETRY_MS = 30_000;

/**
 * Renews the session at the time the server named (90 % of the token's life) so an idle tab stays
 * logged in. Tabs take turns under a Web Lock, and a tab that finds another has just renewed waits for
 * the next due time instead: two tabs never spend the same refresh token. A session that has ended
 * tells every tab (they reload, logged out); a failed request tries again later.
 */
export function scheduleRefresh(inMs: number) {
  setTimeout(() => void renewInTurn(), Math.max(inMs, 0));
}

async function renewInTurn() {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  const next = locks ? await locks.request(LOCK, renew) : await renew();
  if (next !== null) scheduleRefresh(next);
}

async function renew(): Promise<number | null> {
  const due = Number(readDue());
  if (due - Date.now() > MARGIN_MS) return due - Date.now();
  const answer = await postJson<{ refreshInMs: number }>('/auth/refresh', scopeOf(pageState()));
  if (answer.data) {
    writeDue(String(Date.now() + answer.data.refreshInMs));
    return answer.data.refreshInMs;
  }
  if (answer.errors[0]?.code !== 'UNAUTHENTICATED') return RETRY_MS;
  announceAuth();
  location.reload();
  return null;
}

function readDue(): string | null {
  try {
    return localStorage.getItem(DUE_KEY);
  } catch {
    return null;
  }
}

function writeDue(value: string) {
  try {
    localStorage.setItem(DUE_KEY, value);
  } catch {
    // Private mode without storage: every tab renews on its own timer, still under the lock.
  }
}
