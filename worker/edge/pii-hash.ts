/**
 * Personal data for analytics, hashed on the Worker (specification section 7): hex SHA-256 of the value
 * trimmed and lower-cased; a missing value stays '' (the field is skipped, never a hash of nothing).
 */
export async function hashed(value: string | null | undefined): Promise<string> {
  const normal = (value ?? '').trim().toLowerCase();
  if (!normal) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normal));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
