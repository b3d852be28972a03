/**
 * The shop's event stream (specification section 7, analytics events): each event is kept in a bounded
 * buffer (the original's grew without limit) and dispatched as a `ralph:event` DOM event, where tag
 * managers and trackers subscribe once consent allows.
 */
export interface ShopEvent {
  type: string;
  data: unknown;
  timestamp: number;
}

const BUFFER_SIZE = 100;
const buffer: ShopEvent[] = [];

export function track(type: string, data: unknown) {
  const event = { type, data, timestamp: Date.now() };
  buffer.push(event);
  if (buffer.length > BUFFER_SIZE) buffer.shift();
  window.dispatchEvent(new CustomEvent<ShopEvent>('ralph:event', { detail: event }));
}

export const recentEvents = (): readonly ShopEvent[] => buffer;
