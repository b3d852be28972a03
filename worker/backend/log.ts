/**
 * The backend's own logger (it imports nothing of the storefront): one JSON line per event. Never log
 * secrets, tokens, cart ids or e-mail addresses.
 */
export function logError(msg: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const detail =
    error instanceof Error
      ? { error: `${error.name}: ${error.message}`, stack: error.stack }
      : { error: String(error) };
  console.error(JSON.stringify({ level: 'error', source: 'backend', msg, ...fields, ...detail }));
}
