import type { BrowserCart } from '../shared/types';

/**
 * The shop's cross-tab channel (`ralph_channel`, specification section 7): one BroadcastChannel per tab,
 * opened on first use and closed on pagehide (a page kept in the back/forward cache must not hold it;
 * it opens again on the next use). A channel never hears its own messages. Messages carry what other
 * tabs need to follow, never a token or a cart id.
 */
export type TabMessage =
  | { type: 'cart'; cart: BrowserCart }
  | { type: 'auth' }
  | { type: 'market'; market: string }
  | { type: 'checkout-market'; market: string }
  | { type: 'favorites'; ids: number[] }
  | { type: 'consent'; consent: Record<string, boolean> };

export type TabMessageType = TabMessage['type'];
type Handler<T extends TabMessageType> = (message: Extract<TabMessage, { type: T }>) => void;

export const CHANNEL_NAME = 'ralph_channel';

let channel: BroadcastChannel | null = null;
const handlers = new Map<TabMessageType, Set<(message: TabMessage) => void>>();

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel !== 'function') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
    const type = event.data?.type as TabMessageType;
    for (const handler of handlers.get(type) ?? [])
      (handler as Handler<typeof type>)(event.data as never);
  });
  return channel;
}

if (typeof addEventListener === 'function') {
  addEventListener('pagehide', () => {
    channel?.close();
    channel = null;
  });
  // Back from the back/forward cache: listen again if anything listens.
  addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted && handlers.size) open();
  });
}

/** Tells every other tab of the shop. */
export function postToTabs(message: TabMessage) {
  open()?.postMessage(message);
}

/** Listens for one type of message from other tabs; returns a function that stops listening. */
export function onTabMessage<T extends TabMessageType>(type: T, handler: Handler<T>): () => void {
  open();
  const set = handlers.get(type) ?? new Set();
  const listener = handler as (message: TabMessage) => void;
  set.add(listener);
  handlers.set(type, set);
  return () => set.delete(listener);
}
