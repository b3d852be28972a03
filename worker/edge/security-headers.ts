import { createMiddleware } from 'hono/factory';
import { thirdPartyHosts, thirdPartyIds } from '../../shared/third-party';
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
  const config = c.get('config');
  const images = config?.IMAGE_BASE_URL ?? '';
  const imageOrigin = /^https?:\/\//.test(images) ? ` ${new URL(images).origin}` : '';
  // Only configured third parties' hosts. Their scripts load after consent, inserted by the nonced
  // loader ('strict-dynamic' trusts them; the script hosts serve browsers without it).
  const hosts = thirdPartyHosts(config ? thirdPartyIds(config) : {});
  const more = (list: string[]) => list.map((host) => ` ${host}`).join('');
  const h = c.res.headers;
  h.set(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${more(hosts.script)}`,
      `style-src 'self' 'nonce-${nonce}'${more(hosts.style)}`,
      `img-src 'self' data:${imageOrigin}${more(hosts.img)}`,
      `connect-src 'self'${more(hosts.connect)}`,
      `font-src 'self'${more(hosts.font)}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
    ].join('; '),
  );
  h.set('X-Content-Type-Options', 'nosniff');
  // A page may ask for a stricter policy (the password reset page: its key is in the address).
  if (!h.has('Referrer-Policy')) h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  if (new URL(c.req.url).protocol === 'https:')
    h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
});
