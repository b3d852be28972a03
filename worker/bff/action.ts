import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ERROR_CODE, failure, type EnvelopeError } from '../../shared/envelope';
import { createTranslator, type Translate } from '../../shared/i18n/translator';
import type { WorkerEnv } from '../context';
import { requestLocale } from '../edge/request-locale';
import { BODY_LIMIT_BYTES, readCapped } from './body';
import { translatorForBody } from './browser-request';
import { overLimit, RETRY_AFTER_SECONDS, type Endpoint } from './rate-limit';

/** What an action's work comes to: data, or errors (already in the shopper's language) with a status. */
export type Answer<T> = { data: T } | { errors: EnvelopeError[]; status: ContentfulStatusCode };

type Handler = (c: Context<WorkerEnv>) => Promise<Response>;

interface ActionSpec<S extends z.ZodType, T> {
  endpoint: Endpoint;
  schema: S;
  /** The shopper's errors for input the schema refuses (per field where the form shows them). */
  invalid: (issues: z.core.$ZodIssue[], t: Translate) => EnvelopeError[];
  run: (c: Context<WorkerEnv>, input: z.output<S>, t: Translate) => Promise<Answer<T>>;
}

/**
 * A browser endpoint taking a JSON POST (the Origin check runs before, in app.ts), in this order:
 * JSON only (415), a body of at most 16 KiB read as bytes (413), JSON that parses (400), a translator
 * for the body's locale (Swedish when it names none), the client's rate limit (429 with Retry-After),
 * the schema (400 with the shopper's texts); then `run`, whose answer goes out as the envelope.
 * Failures before the body is parsed speak the language of the page that sent it (request-locale.ts).
 */
export function jsonAction<S extends z.ZodType, T>(spec: ActionSpec<S, T>): Handler {
  return async function action(c) {
    c.header('cache-control', 'no-store');
    // A refusal before the body is understood still counts against the client's limit: junk is not free.
    const early = async (
      status: ContentfulStatusCode,
      code: string,
      key: 'request.unreadable' | 'request.tooLarge',
    ) => {
      const t = createTranslator(requestLocale(c));
      return (await overLimit(c, spec.endpoint)) ? tooMany(c, t) : refuse(c, status, code, t(key));
    };
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
      return early(415, ERROR_CODE.unsupportedMediaType, 'request.unreadable');
    const bytes = await readCapped(c.req.raw, BODY_LIMIT_BYTES);
    if (!bytes) return early(413, ERROR_CODE.payloadTooLarge, 'request.tooLarge');
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return early(400, ERROR_CODE.badRequest, 'request.unreadable');
    }
    return validated(c, spec, raw, translatorForBody(raw));
  };
}

/**
 * A browser endpoint taking a GET with a query string (no side effects, so no Origin check): the
 * translator for its `locale`, the rate limit, the schema, then `run`. Caching is `run`'s to say.
 */
export function queryAction<S extends z.ZodType, T>(spec: ActionSpec<S, T>): Handler {
  return async function action(c) {
    const raw = c.req.query();
    return validated(c, spec, raw, translatorForBody(raw));
  };
}

async function validated<S extends z.ZodType, T>(
  c: Context<WorkerEnv>,
  spec: ActionSpec<S, T>,
  raw: unknown,
  t: Translate,
): Promise<Response> {
  if (await overLimit(c, spec.endpoint)) return tooMany(c, t);
  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) {
    c.header('cache-control', 'no-store');
    return c.json({ errors: spec.invalid(parsed.error.issues, t) }, 400);
  }
  const answer = await spec.run(c, parsed.data, t);
  if ('errors' in answer) {
    c.header('cache-control', 'no-store');
    return c.json({ errors: answer.errors }, answer.status);
  }
  return c.json({ data: answer.data });
}

function tooMany(c: Context<WorkerEnv>, t: Translate): Response {
  c.header('retry-after', String(RETRY_AFTER_SECONDS));
  return refuse(c, 429, ERROR_CODE.rateLimited, t('request.tooMany'));
}

function refuse(
  c: Context<WorkerEnv>,
  status: ContentfulStatusCode,
  code: string,
  message: string,
): Response {
  c.header('cache-control', 'no-store');
  return c.json(failure(code, message), status);
}
