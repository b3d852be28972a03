import type { Context } from 'hono';
import { z } from 'zod';
import { panelFromQuery } from '../../client/auth/panel-state';
import { EMAIL_MAX_LENGTH, type AuthDraft, type AuthFrame } from '../../shared/auth';
import { CUSTOMER_TYPES } from '../../shared/cookies';
import type { WorkerEnv } from '../context';
import { authDraftCookieOf, forgetAuthDraft, rememberAuthDraftCookie } from './cookies';
import { jsonCookieValue, jsonOfCookie } from './json-cookie';

/**
 * A refused no-JavaScript account form (log in, create an account, forgot password) goes back with a
 * 303 to its panel frame (worker/bff/auth-action.ts); what the shopper typed and chose there, but for
 * the passwords, waits in this cookie for that page (HttpOnly, SameSite=Lax, two minutes: the 303 is
 * followed at once; worker/edge/cookies.ts writes it), never in the address. A completed reset that ended this browser's login keeps
 * its e-mail for the login the same way (worker/bff/auth-password.ts). Only a page that opens the
 * panel on the same frame reads it (Shop.authDraft); whichever page shows it (a screen, the 404, a
 * form's page again) is the visitor's alone (never a kept page, no-store) and deletes it
 * (worker/chrome/page-response.ts). A page that cannot show it (a redirect, the plain error page of
 * a failure) leaves it to its two minutes, for the page the shopper goes on to or reloads.
 */
const DRAFT_MAX = 1000;

const Draft = z.object({
  frame: z.enum(['login', 'create', 'reset']),
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  customerType: z.enum(CUSTOMER_TYPES).optional().catch(undefined),
  newsletter: z.boolean().optional(),
});

/** Keeps the refused form's e-mail (and the create frame's choices); a form without one keeps nothing. */
export function rememberAuthDraft(
  c: Context<WorkerEnv>,
  frame: AuthFrame,
  fields: Record<string, unknown>,
) {
  const email = typeof fields.email === 'string' ? fields.email.trim() : '';
  const choices =
    frame === 'create'
      ? {
          customerType: fields.customerType,
          newsletter: fields.newsletter === 'on' || fields.newsletter === 'true',
        }
      : {};
  const draft = Draft.safeParse({ frame, email, ...choices });
  if (draft.success) rememberAuthDraftCookie(c, jsonCookieValue(draft.data));
}

/** The draft for the panel this address opens, if the cookie holds one for its frame. */
export function authDraftOf(c: Context<WorkerEnv>, url: URL, loggedIn: boolean): AuthDraft | null {
  const kept = authDraftCookieOf(c);
  if (!kept) return null;
  const frame = panelFromQuery(url.searchParams, loggedIn)?.frame;
  const draft = Draft.safeParse(jsonOfCookie(kept, DRAFT_MAX));
  return draft.success && draft.data.frame === frame ? draft.data : null;
}

export { forgetAuthDraft };
