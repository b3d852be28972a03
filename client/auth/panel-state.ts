import type { AuthDraft, AuthFrame, AuthNotice } from '../../shared/auth';
import { sitePath } from '../../shared/site-path';

/** The account panel's frames; `?action=<frame>` opens the panel on it (the settings page links to change). */
export const FRAMES = [
  'login',
  'create',
  'reset',
  'change',
] as const satisfies readonly AuthFrame[];
export type Frame = AuthFrame;
export const isFrame = (value: unknown): value is Frame =>
  typeof value === 'string' && (FRAMES as readonly string[]).includes(value);

/** The parameters that open the panel; they leave the address bar once it is open. */
export const PANEL_PARAMS = ['action', 'notice', 'return'] as const;

/** A path on this site only (never `//host`, a scheme or dot segments): the server's rule. */
export const sitePathOr = (value: string | null | undefined, fallback: string) =>
  value && value.length <= 2000 && sitePath(value) === value ? value : fallback;

/**
 * Messages a page may be sent to show (`?notice=<message key>`, after a form post without JavaScript
 * or a session that ended; worker/bff/auth-action.ts writes them): shared/auth.ts's AUTH_NOTICES,
 * repeated here so that the scripts on every page do not carry the form schemas; the type checks both
 * lists are the same. The first five report a success.
 */
export const NOTICES = [
  'auth.loggedIn',
  'auth.created',
  'auth.loggedOut',
  'auth.resetSent',
  'auth.passwordChanged',
  'auth.credentials',
  'auth.alreadyExists',
  'auth.resetKeyInvalid',
  'auth.wrongPasswordLoggedOut',
  'auth.sessionEnded',
  'form.fieldsInvalid',
  'form.invalidEmail',
  'form.passwordRequired',
  'form.passwordTooWeak',
  'form.passwordMismatch',
  'auth.accountBusy',
  'request.tooMany',
  'error.generic',
] as const satisfies readonly AuthNotice[];
const SAME_NOTICES: Exclude<AuthNotice, (typeof NOTICES)[number]> extends never ? true : never =
  true;
void SAME_NOTICES;
export type Notice = (typeof NOTICES)[number];
export const isNotice = (value: unknown): value is Notice =>
  typeof value === 'string' && (NOTICES as readonly string[]).includes(value);
/** Notices that report a success (read out as a status, not an alert). */
export const isGoodNotice = (notice: Notice) => NOTICES.indexOf(notice) < 5;

/**
 * What the panel island renders from (serialised into the page: no secrets, and no personal data but
 * a refused form's draft, on a page that visitor alone gets: worker/edge/auth-draft.ts).
 */
export interface AccountPanelProps {
  frame: Frame;
  /** Where to go after logging in: a site path (the page it opened on, or a guarded page's `return`). */
  returnPath: string;
  /** The page without the panel's parameters (the close link without JavaScript). */
  pagePath: string;
  /** The browsing market's alias, for the endpoints' scope. */
  market: string;
  notice?: Notice;
  /** What the shopper typed in this frame's form before it was refused without JavaScript. */
  draft?: AuthDraft;
}

/** The `?action=` query's panel, if any, as a logged-in or anonymous visitor may see it. */
export function panelFromQuery(
  query: URLSearchParams,
  loggedIn: boolean,
): { frame: Frame; notice?: Notice; returnTo: string | null } | null {
  const action = query.get('action');
  if (!isFrame(action)) return null;
  // Changing a password needs a session; logging in or registering needs none.
  const frame: Frame = loggedIn ? 'change' : action === 'change' ? 'login' : action;
  if (loggedIn && action !== 'change') return null;
  const notice = query.get('notice');
  return {
    frame,
    notice: isNotice(notice) ? notice : undefined,
    returnTo: sitePathOr(query.get('return'), '') || null,
  };
}

/** The page's address without the panel's parameters. */
export function withoutPanelParams(url: URL): string {
  const clean = new URL(url);
  for (const p of PANEL_PARAMS) clean.searchParams.delete(p);
  return clean.pathname + clean.search;
}
