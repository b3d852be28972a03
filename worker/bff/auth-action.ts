import type { Context } from 'hono';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import { AUTH_ERROR, isAuthNotice, type AuthFrame, type AuthNotice } from '../../shared/auth';
import { ERROR_CODE, type EnvelopeError } from '../../shared/envelope';
import { isLocale } from '../../shared/locales';
import type { MessageKey } from '../../shared/i18n/messages';
import type { Translate } from '../../shared/i18n/translator';
import type { WorkerEnv } from '../context';
import { rememberAuthDraft } from '../edge/auth-draft';
import { jsonAction, type Answer } from './action';
import { BrowserScope, ReturnPath, translatorForPath } from './browser-request';
import { formAction } from './form-action';
import {
  hasAccountCeiling,
  overAccountLimit,
  RETRY_AFTER_SECONDS,
  type Endpoint,
} from './rate-limit';

type Scope = z.output<typeof BrowserScope>;

interface AuthSpec<S extends zm.ZodMiniType, T> {
  endpoint: Endpoint;
  /** The form's schema from shared/auth.ts (the page's locale and market come besides it). */
  schema: S;
  /** The panel frame a refused no-JavaScript form goes back to. */
  frame: AuthFrame;
  /** The notice of a no-JavaScript form that succeeded, and the frame it opens (none by default). */
  done: AuthNotice;
  doneFrame?: AuthFrame;
  /**
   * A refused no-JavaScript form goes back to the page its `retry` field names (the reset page with
   * its key) rather than to the panel's frame, except for these notices.
   */
  retryExcept?: AuthNotice[];
  /** The account the request names, counted against its own limit (an e-mail or a reset key). */
  account: (c: Context<WorkerEnv>, input: zm.output<S>) => Promise<string | null> | string | null;
  run: (c: Context<WorkerEnv>, input: zm.output<S> & Scope, t: Translate) => Promise<Answer<T>>;
}

/** A checkbox as a form posts it ('on') or JSON sends it. */
const CHECKBOXES = ['remember', 'newsletter'];
const FormFields = z.record(z.string().regex(/^[a-zA-Z]{1,30}$/), z.string().max(4096));

/** Field errors in the shopper's language, the first per field (the schemas' messages are keys). */
function fieldErrors(issues: z.core.$ZodIssue[], t: Translate): EnvelopeError[] {
  const seen = new Map<string, EnvelopeError>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    const known = t(issue.message as MessageKey) !== issue.message;
    if (!seen.has(field))
      seen.set(field, {
        field,
        code: AUTH_ERROR.invalidInput,
        message: t(known ? (issue.message as MessageKey) : 'form.fieldsInvalid'),
      });
  }
  return [...seen.values()];
}

const NOTICE_OF: Record<string, AuthNotice> = {
  [AUTH_ERROR.invalidCredentials]: 'auth.credentials',
  [AUTH_ERROR.alreadyExists]: 'auth.alreadyExists',
  [AUTH_ERROR.loggedOut]: 'auth.wrongPasswordLoggedOut',
  [AUTH_ERROR.unauthenticated]: 'auth.sessionEnded',
  [AUTH_ERROR.resetKeyInvalid]: 'auth.resetKeyInvalid',
  [ERROR_CODE.rateLimited]: 'request.tooMany',
};

/**
 * An /auth/* endpoint: a JSON POST answered with the envelope (jsonAction), or a plain form post
 * (no JavaScript) answered with a 303 to the form's `return` path carrying `?action=<frame>&notice=<key>`
 * (README decision 49). Both count per client, then per account, before `run`.
 */
export function authAction<S extends zm.ZodMiniType, T>(spec: AuthSpec<S, T>) {
  const schema = z.intersection(BrowserScope, spec.schema as unknown as z.ZodType<zm.output<S>>);
  // A ceiling all clients share refuses with its own text: the attempts may be someone else's.
  const busy = hasAccountCeiling(spec.endpoint) ? 'auth.accountBusy' : 'request.tooMany';
  const limited = async (c: Context<WorkerEnv>, input: zm.output<S>) => {
    const account = await spec.account(c, input);
    return account !== null && (await overAccountLimit(c, spec.endpoint, account));
  };
  const json = jsonAction({
    endpoint: spec.endpoint,
    schema,
    invalid: fieldErrors,
    run: async (c, input, t): Promise<Answer<T>> => {
      if (!(await limited(c, input))) return spec.run(c, input, t);
      c.header('retry-after', String(RETRY_AFTER_SECONDS));
      return {
        errors: [{ message: t(busy), code: ERROR_CODE.rateLimited }],
        status: 429,
      };
    },
  });
  /**
   * A refused no-JavaScript form: 303 back to its panel frame with the notice and, in a cookie, what
   * the shopper typed but the passwords (worker/edge/auth-draft.ts); or to its `retry` page.
   */
  const refusedForm =
    (c: Context<WorkerEnv>, fields: Record<string, unknown>) => (notice: AuthNotice) => {
      const retry = spec.retryExcept && fields.retry ? ReturnPath.parse(fields.retry) : null;
      if (retry && !spec.retryExcept!.includes(notice))
        return c.redirect(withNotice(retry, null, notice), 303);
      rememberAuthDraft(c, spec.frame, fields);
      return c.redirect(withNotice(ReturnPath.parse(fields.return), spec.frame, notice), 303);
    };
  const form = formAction({
    endpoint: spec.endpoint,
    schema: FormFields,
    // The client's limit, like the account's: the panel open with the message, not a bare text page.
    tooMany: (c, fields) => refusedForm(c, fields)('request.tooMany'),
    run: async (c, fields) => {
      const back = ReturnPath.parse(fields.return);
      const t = translatorForPath(back);
      const values: Record<string, unknown> = { ...fields };
      for (const box of CHECKBOXES) values[box] = fields[box] === 'on' || fields[box] === 'true';
      const parsed = schema.safeParse(values);
      const to = (frame: AuthFrame | null, notice: AuthNotice) =>
        c.redirect(withNotice(back, frame, notice), 303);
      const refused = refusedForm(c, fields);
      if (!parsed.success) {
        const first = parsed.error.issues[0]?.message;
        return refused(isAuthNotice(first) ? first : 'form.fieldsInvalid');
      }
      if (await limited(c, parsed.data)) return refused(busy);
      const answer = await spec.run(c, parsed.data, t);
      if ('data' in answer) return to(spec.doneFrame ?? null, spec.done);
      const code = answer.errors[0]?.code ?? '';
      const notice = NOTICE_OF[code] ?? 'error.generic';
      // Spec section 8: a wrong current password logs out and goes to the start page.
      if (code === AUTH_ERROR.loggedOut)
        return c.redirect(withNotice(startPageOf(back), 'login', notice), 303);
      return refused(notice);
    },
  });
  return async function auth(c: Context<WorkerEnv>) {
    const type = c.req.header('content-type') ?? '';
    const isForm = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);
    return isForm ? form(c) : json(c);
  };
}

/** The start page of the path's market and language (`/se/en/…` → `/se/en`, `/sv/…` → `/sv`). */
function startPageOf(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean).slice(0, 2);
  const locale = segments.findIndex(isLocale);
  return locale < 0 ? '/' : `/${segments.slice(0, locale + 1).join('/')}`;
}

/** The return path with the panel's frame and the notice (any earlier ones replaced). */
function withNotice(path: string, frame: AuthFrame | null, notice: AuthNotice): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete('action');
  url.searchParams.delete('notice');
  if (frame) url.searchParams.set('action', frame);
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}
