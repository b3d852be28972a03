import { createMiddleware } from 'hono/factory';
import { ERROR_CODE, failure } from '../../shared/envelope';
import { createTranslator } from '../../shared/i18n/translator';
import type { WorkerEnv } from '../context';
import { requestLocale } from './request-locale';

/**
 * CSRF guard for mutations: the request must come from a page of this origin (Origin header, or
 * Sec-Fetch-Site when a browser leaves Origin out or hides it as "null", which Chromium does for a
 * form on a page with Referrer-Policy: no-referrer, the password reset's). A JSON call is refused with
 * the envelope, a form with a plain 403, in the language of the request (request-locale.ts).
 */
export const sameOrigin = createMiddleware<WorkerEnv>(async function sameOrigin(c, next) {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const ok =
    origin && origin !== 'null' ? origin === new URL(c.req.url).origin : site === 'same-origin';
  if (!ok) {
    const message = createTranslator(requestLocale(c))('refused.crossOrigin');
    c.header('cache-control', 'no-store');
    return /^application\/json\b/i.test(c.req.header('content-type') ?? '')
      ? c.json(failure(ERROR_CODE.forbidden, message), 403)
      : c.text(message, 403);
  }
  await next();
});
