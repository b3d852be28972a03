import { recordCardEvents } from './card-events';
import { recordPageEvents } from './page-events';

/** The page's own events, recorded from the moment the visitor consents (client/analytics/start.ts). */
export function record() {
  recordPageEvents();
  recordCardEvents();
}
