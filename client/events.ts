/**
 * The shop's event stream (specification section 7, analytics events): each event is kept in a bounded
 * buffer (the original's grew without limit) and dispatched as a `ralph:event` DOM event. Nothing here
 * sends anything anywhere: client/analytics/ forwards the buffer to the tag manager and the e-mail
 * marketing tracker only once the visitor's consent allows (events of the page from before the consent
 * included; see README).
 */
export interface ShopEvent {
  type: string;
  data: unknown;
  timestamp: number;
  /** 1, 2, 3… in this page: a forwarder remembers the last one it handled. */
  seq: number;
}

const BUFFER_SIZE = 100;
const buffer: ShopEvent[] = [];
let seq = 0;

export function track(type: string, data: unknown) {
  const event = { type, data, timestamp: Date.now(), seq: ++seq };
  buffer.push(event);
  if (buffer.length > BUFFER_SIZE) buffer.shift();
  window.dispatchEvent(new CustomEvent<ShopEvent>('ralph:event', { detail: publicEvent(event) }));
}

/**
 * Any script on the page hears the DOM event (a tag manager's custom tags with statistics consent
 * only, too): it carries no e-mail address. The e-mail marketing forwarder, which needs it, reads this
 * module's buffer, and only with marketing consent.
 */
function publicEvent(event: ShopEvent): ShopEvent {
  if (!event.data || typeof event.data !== 'object' || !('email' in event.data)) return event;
  const { email: _email, ...data } = event.data as Record<string, unknown>;
  return { ...event, data };
}

export const recentEvents = (): readonly ShopEvent[] => buffer;
