export type NotificationKind = 'info' | 'ok' | 'error';

/** How long a notification stays (spec section 9). */
export const NOTIFICATION_MS = 5000;
export const NOTIFICATIONS_ID = 'notifications';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a short message in the page's one notification region (`#notifications`, rendered by the
 * server with aria-live polite so that screen readers announce what is put in it): a new message
 * replaces the old one, and each hides after 5 s (spec section 4). Any client code may call it.
 */
export function notify(text: string, kind: NotificationKind = 'info') {
  const region = document.getElementById(NOTIFICATIONS_ID);
  if (!region || !text) return;
  clearTimeout(timer);
  const note = document.createElement('p');
  note.className = `notification ${kind}`;
  note.textContent = text;
  region.replaceChildren(note);
  timer = setTimeout(() => note.remove(), NOTIFICATION_MS);
}
