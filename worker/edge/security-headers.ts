import { createMiddleware } from 'hono/factory';
import type { WorkerEnv } from '../context';

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Security headers on every response; the CSP allows scripts only with this response's nonce. */
export const securityHeaders = createMiddleware<WorkerEnv>(async function securityHeaders(c, next) {
  const nonce = newNonce();
  c.set('nonce', nonce);
  await next();
  const images = c.get('config')?.IMAGE_BASE_URL ?? '';
  const imageOrigin = /^https?:\/\//.test(images) ? ` ${new URL(images).origin}` : '';
  const h = c.res.headers;
  h.set(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      `style-src 'self' 'nonce-${nonce}'`,
      `img-src 'self' data:${imageOrigin}`,
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
    ].join('; '),
  );
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  if (new URL(c.req.url).protocol === 'https:')
    h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
});
