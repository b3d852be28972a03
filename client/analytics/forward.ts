import { recentEvents, type ShopEvent } from '../events';

/**
 * Calls `handle` for each buffered event (client/events.ts) after the last one it took, whenever
 * `ready()` allows: now, on every new event and whenever the returned function is called (a consent
 * change). So events from before the consent are handled once it is given.
 */
export function forwardEvents(ready: () => boolean, handle: (event: ShopEvent) => void) {
  let last = 0;
  const catchUp = () => {
    if (!ready()) return;
    for (const event of recentEvents())
      if (event.seq > last) {
        last = event.seq;
        handle(event);
      }
  };
  window.addEventListener('ralph:event', catchUp);
  catchUp();
  return catchUp;
}
