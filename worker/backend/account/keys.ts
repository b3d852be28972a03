/** SHA-256 hex of a text: how reset keys are stored (tools/companies.mjs hashes the same way in node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random key of 256 bits, base64url: safe in a link's query string. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const RESET_KEY_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Cancels every reset key of the customer still waiting (a statement for the batch that changes the
 * password): a link mailed before a password change or a completed reset must not set another one.
 */
export const cancelResetKeys = (db: D1Database, customerId: number) =>
  db
    .prepare('UPDATE password_resets SET used = 1 WHERE customer_id = ? AND used = 0')
    .bind(customerId);
