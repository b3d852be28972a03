/**
 * The Geins auth service's password digest (research note 1.1): base64(SHA-384(UTF-8(password + SALT))).
 * The salt is the same public constant in ralph-ui and geins-sdk; the digest is what the auth service
 * stores and compares, so it is password-equivalent: it never leaves the Worker but to that service.
 */
const SALT = 'Dd1dfLonNy6Am2fXQl2AcoI+IbhLhXvaibnDNn8uEa6vbJ05eyJajSuGFm9uQSmD';

export async function passwordDigest(password: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(password + SALT));
  return btoa(String.fromCharCode(...new Uint8Array(hash)));
}
