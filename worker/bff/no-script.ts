import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import { rememberNoScript } from '../edge/cookies';

/**
 * GET /no-script (NO_SCRIPT_PATH): a browser that runs no scripts loads it from a `<noscript>` image on
 * its first page (worker/chrome/document.tsx); from then on its pages are whole documents, their
 * deferred parts (reviews, related products, lists on the start page) in place: streamed later, they
 * would wait in hidden elements for a script that never runs.
 */
export function noScriptMark(c: Context<WorkerEnv>): Response {
  // Only the shop's own image: not a page another site opens or links to (Sec-Fetch-*, where sent).
  const dest = c.req.header('sec-fetch-dest') ?? 'image';
  const site = c.req.header('sec-fetch-site') ?? 'same-origin';
  if (dest === 'image' && site === 'same-origin') rememberNoScript(c);
  c.header('cache-control', 'no-store');
  return c.body(null, 204);
}
