import { CATALOGUE_FRESH_SECONDS } from '../../shared/catalogue-cache';
import type { LiveCart, LiveStock } from './events';

/**
 * The page's live sockets (GET /live?topic=…), one per followed topic, loaded only when the page has
 * a reason (a logged-in customer's cart, a product page's stock). A dropped socket reconnects after
 * 0.5, 1, 2, 4 and 8 s (specification section 9: 5 retries, exponential backoff from 500 ms), then
 * gives up until the browser is back online or the page visible again. Login and logout restart
 * them: this tab moves to another page after either, and the other tabs reload on the auth message
 * (client/auth/page-link.ts reloadOnAuth); the new page connects for its own reasons. A product's
 * socket says how long the page heard nothing (`resume`), so a stock change told meanwhile is not
 * missed.
 */
export const RETRIES = 5;
export const FIRST_DELAY_MS = 500;
/** Cloudflare closes a websocket silent for 100 s; the runtime answers `ping` without waking the object. */
const PING_MS = 50_000;

interface Follower {
  topic: string;
  socket: WebSocket | null;
  retries: number;
  timer: ReturnType<typeof setTimeout> | null;
  gaveUp: boolean;
  stopped: boolean;
  /** When the topic's socket last spoke (a message, a pong), or what the page's data may be as old as. */
  heardAt: number;
}

const followers = new Set<Follower>();
/** Who follows each topic: the page before hydration and the island after share one socket. */
const users = new Map<string, { follower: Follower; count: number }>();
/** The last stock heard per product, for an island hydrated by that very message. */
const lastStock = new Map<number, LiveStock['skus']>();

export const retryDelay = (retry: number) => FIRST_DELAY_MS * 2 ** retry;

export const stockHeard = (productId: number) => lastStock.get(productId);

/** Follows a topic (`cart`, `product:<id>`) until the returned function is called. */
export function follow(topic: string): () => void {
  listenOnce();
  let use = users.get(topic);
  if (use) use.count++;
  else {
    const follower: Follower = {
      topic,
      socket: null,
      retries: 0,
      timer: null,
      gaveUp: false,
      stopped: false,
      // The page's stock may come from the edge cache: as old as the page and its freshness.
      heardAt: performance.timeOrigin - CATALOGUE_FRESH_SECONDS * 1000,
    };
    use = { follower, count: 1 };
    users.set(topic, use);
    followers.add(follower);
    connect(follower);
  }
  const mine = use;
  let stopped = false;
  return () => {
    if (stopped || --mine.count > 0) return;
    stopped = true;
    const follower = mine.follower;
    users.delete(topic);
    follower.stopped = true;
    followers.delete(follower);
    if (follower.timer) clearTimeout(follower.timer);
    follower.socket?.close(1000);
  };
}

function connect(f: Follower) {
  if (f.stopped) return;
  const url = new URL('/live', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('topic', f.topic);
  // A product's object tells the stock announced while this page heard nothing (worker/live/hub.ts).
  if (f.topic.startsWith('product:'))
    url.searchParams.set('resume', String(Math.max(0, Math.round(Date.now() - f.heardAt))));
  const socket = new WebSocket(url);
  f.socket = socket;
  let ping: ReturnType<typeof setInterval> | null = null;
  socket.addEventListener('open', () => {
    // Not `heardAt`: what the object sends on open may not arrive, and a resume must ask for it again.
    f.retries = 0;
    f.gaveUp = false;
    ping = setInterval(() => socket.send('ping'), PING_MS);
    if (f.topic === 'cart') {
      const first = !document.documentElement.hasAttribute('data-live-cart');
      document.documentElement.setAttribute('data-live-cart', '');
      dispatchEvent(new CustomEvent<LiveCart>('ralph:live-cart', { detail: { first } }));
    }
  });
  socket.addEventListener('message', (e) => {
    f.heardAt = Date.now();
    heard(e.data);
  });
  socket.addEventListener('close', () => {
    if (ping) clearInterval(ping);
    if (f.socket !== socket || f.stopped) return;
    f.socket = null;
    retry(f);
  });
}

function retry(f: Follower) {
  if (f.retries >= RETRIES) {
    f.gaveUp = true;
    return;
  }
  const delay = retryDelay(f.retries++);
  f.timer = setTimeout(() => {
    f.timer = null;
    connect(f);
  }, delay);
}

/** Reconnects the topics that gave up, with a fresh count of retries (back online, visible again). */
function restart() {
  for (const f of followers) {
    if (!f.gaveUp) continue;
    f.retries = 0;
    f.gaveUp = false;
    connect(f);
  }
}

let listening = false;
function listenOnce() {
  if (listening) return;
  listening = true;
  addEventListener('online', () => restart());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') restart();
  });
}

/** A server message (worker/live/messages.ts) to the page's events (client/live/events.ts). */
function heard(data: unknown) {
  if (typeof data !== 'string' || data === 'pong') return;
  try {
    const message = JSON.parse(data) as { type?: string } & LiveStock;
    if (message.type === 'cart')
      dispatchEvent(new CustomEvent<LiveCart>('ralph:live-cart', { detail: { first: false } }));
    else if (message.type === 'stock' || message.type === 'payment') {
      if (message.type === 'stock') lastStock.set(message.productId, message.skus);
      // The rest of the message is the event's detail: LiveStock, or LivePayment (client/live/events.ts).
      const { type, ...detail } = message;
      dispatchEvent(new CustomEvent(`ralph:live-${type}`, { detail }));
    }
  } catch {
    // Not a message of ours.
  }
}
