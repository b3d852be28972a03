/** Byte helpers of the identity service (Web Crypto only, so the same code runs in workerd and tests). */
const encoder = new TextEncoder();

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export const toBase64url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Standard or url-safe base64 as bytes; null when it is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w+/-]*={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) =>
      ch.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

/** `bytes` random bytes, base64url (a 16-byte value has 128 bits). */
export const randomToken = (bytes: number) =>
  toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

export async function hmac(secret: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await hmacKey(secret);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** Equal bytes, compared in constant time (every byte is looked at; lengths are not secret). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let difference = 0;
  for (let i = 0; i < a.byteLength; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
