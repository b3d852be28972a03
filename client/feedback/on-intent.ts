import { startPrefetch } from '../prefetch';
import { watchHeader } from './header';

/** What waits for the shopper's first scroll, pointer move, touch or key (client/feedback/start.ts). */
export function startOnIntent() {
  watchHeader();
  startPrefetch();
  // A marker for tests and tools: the intent behaviours run.
  document.documentElement.dataset.intent = '';
}
