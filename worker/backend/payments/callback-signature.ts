/**
 * The sandbox provider's signature on its server-to-server callbacks, as real providers sign their
 * webhooks: `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with a secret
 * the provider and the shop share (PAYMENT_CALLBACK_SECRET). A shopper never has it, so a shopper
 * cannot answer for the provider. WebCrypto only: `npm run payments` bundles this file too.
 */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signature older or newer than this is refused (a replay cannot change a settled payment anyway). */
export const SIGNATURE_TOLERANCE_S = 300;

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function signCallback(secret: string, body: string, nowMs = Date.now()) {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${await hmac(secret, `${t}.${body}`)}`;
}

export async function verifyCallback(
  secret: string,
  body: string,
  header: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = await hmac(secret, `${t}.${body}`);
  // Compared whole, without an early exit on the first differing character.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ m[2]!.charCodeAt(i);
  return diff === 0;
}
