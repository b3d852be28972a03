import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { createTranslator, type Translate } from '../../shared/i18n/translator';
import type { WorkerEnv } from '../context';
import { requestLocale } from '../edge/request-locale';
import { BODY_LIMIT_BYTES, readCapped } from './body';
import { translatorForBody, translatorForPath } from './browser-request';
import { overLimit, RETRY_AFTER_SECONDS, type Endpoint } from './rate-limit';

type Handler = (c: Context<WorkerEnv>) => Promise<Response>;

interface FormSpec<S extends z.ZodType> {
  endpoint: Endpoint;
  schema: S;
  run: (c: Context<WorkerEnv>, input: z.output<S>) => Response | Promise<Response>;
  /**
   * The answer to a client over its limit once the form is read, where the form has a better place
   * than the plain 429 page to say so (the log-in panel, worker/bff/auth-action.ts).
   */
  tooMany?: (c: Context<WorkerEnv>, fields: Record<string, unknown>) => Response;
}

/**
 * A plain HTML form's POST (works without JavaScript; the Origin check runs before, in app.ts): a form
 * encoding (415), at most 16 KiB (413), a body that parses (400), the rate limit (429 with Retry-After),
 * the schema (400); then `run`, which answers (usually a 303 back). The form's `return` field, the page it
 * was sent from, gives the locale, else its `locale` field (before the body is read, request-locale.ts).
 * A refusal is a short plain-text page in that language with its status: a browser shows it as it is,
 * nothing is silently dropped, and a real form never meets one but the 429.
 */
export function formAction<S extends z.ZodType>(spec: FormSpec<S>) {
  return async function action(c: Context<WorkerEnv>): Promise<Response> {
    c.header('cache-control', 'no-store');
    const type = c.req.header('content-type') ?? '';
    const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(type);
    // A refusal before the form is understood still counts against the client's limit.
    const early = async (
      status: ContentfulStatusCode,
      key: 'request.unreadable' | 'request.tooLarge',
    ) => {
      const t = createTranslator(requestLocale(c));
      return (await overLimit(c, spec.endpoint)) ? tooMany(c, t) : plain(c, status, t, key);
    };
    if (!urlEncoded && !/^multipart\/form-data\b/i.test(type))
      return early(415, 'request.unreadable');
    const bytes = await readCapped(c.req.raw, BODY_LIMIT_BYTES);
    if (!bytes) return early(413, 'request.tooLarge');
    let fields: Record<string, unknown>;
    try {
      fields = urlEncoded
        ? Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
        : Object.fromEntries(
            await new Response(bytes, { headers: { 'content-type': type } }).formData(),
          );
    } catch {
      return early(400, 'request.unreadable');
    }
    const t =
      typeof fields.return === 'string'
        ? translatorForPath(fields.return)
        : translatorForBody(fields);
    if (await overLimit(c, spec.endpoint))
      return spec.tooMany ? spec.tooMany(c, fields) : tooMany(c, t);
    const parsed = spec.schema.safeParse(fields);
    if (!parsed.success) return plain(c, 400, t, 'request.unreadable');
    return spec.run(c, parsed.data);
  };
}

/**
 * An endpoint that takes the page script's JSON and, without JavaScript, the same form posted plainly
 * (/newsletter, /stock-watch): the media type picks the handler.
 */
export const jsonOrForm =
  (json: Handler, form: Handler): Handler =>
  (c) =>
    /^application\/json\b/i.test(c.req.header('content-type') ?? '') ? json(c) : form(c);

/** A ReturnPath with `?<param>=<value>` (an earlier one replaced), its #fragment kept. */
export function pathWith(path: string, param: string, value: string): string {
  const url = new URL(path, 'http://site');
  url.searchParams.set(param, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A plain form's answer: 303 back to its page (a ReturnPath) with `?<param>=<value>#<fragment>`. */
export const backWith = (
  c: Context<WorkerEnv>,
  path: string,
  param: string,
  value: string,
  fragment: string,
): Response => c.redirect(pathWith(`${path.split('#')[0]}#${fragment}`, param, value), 303);

function tooMany(c: Context<WorkerEnv>, t: Translate) {
  c.header('retry-after', String(RETRY_AFTER_SECONDS));
  return plain(c, 429, t, 'request.tooMany');
}

const plain = (
  c: Context<WorkerEnv>,
  status: ContentfulStatusCode,
  t: Translate,
  key: 'request.unreadable' | 'request.tooLarge' | 'request.tooMany',
) => c.text(t(key), status);
