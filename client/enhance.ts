import { recordCardEvents } from './analytics/card-events';
import { enableHearts } from './favorites/hearts';

/** Page behaviour that needs no React: favorite hearts and product-card events. */
export function enhancePage() {
  enableHearts();
  recordCardEvents();
}
