// zod/mini, as in shared/email.ts: the account panel gets the same rules without all of zod.
import * as z from 'zod/mini';
import { CUSTOMER_TYPES, type CustomerType } from './cookies';
import { isEmailAddress } from './email';
import type { MessageKey } from './i18n/messages';

/**
 * The login, registration and password forms: the account panel checks them before sending, the
 * Worker's /auth/* endpoints again on arrival. Issue messages are message keys (`t(issue.message)`).
 */

/** Research note 1.9: a password is too weak under 7 characters. The cap only bounds the work. */
export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

const key = (k: MessageKey) => k;

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, key('form.required')),
    z.maxLength(EMAIL_MAX_LENGTH, key('form.tooLong')),
    z.refine(isEmailAddress, key('form.invalidEmail')),
  );
/** A password as typed for logging in (any length: older accounts may have shorter ones). */
const currentPassword = z
  .string()
  .check(
    z.minLength(1, key('form.passwordRequired')),
    z.maxLength(PASSWORD_MAX_LENGTH, key('form.tooLong')),
  );
/** A password being chosen: at least PASSWORD_MIN_LENGTH characters. */
const newPassword = z
  .string()
  .check(
    z.minLength(1, key('form.passwordRequired')),
    z.minLength(PASSWORD_MIN_LENGTH, key('form.passwordTooWeak')),
    z.maxLength(PASSWORD_MAX_LENGTH, key('form.tooLong')),
  );

type Issues = { issues: z.core.$ZodRawIssue[] };
/** The confirmation must equal the password; runs even when other fields are wrong. */
const confirmed = z.superRefine((form: { password: string; passwordConfirm: string }, ctx) => {
  if (form.password !== form.passwordConfirm)
    (ctx as Issues).issues.push({
      code: 'custom',
      path: ['passwordConfirm'],
      message: key('form.passwordMismatch'),
      input: form.passwordConfirm,
    });
});

export const LoginInput = z.object({
  email,
  password: currentPassword,
  remember: z.boolean(),
});

export const RegisterInput = z
  .object({
    email,
    password: newPassword,
    passwordConfirm: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, key('form.tooLong'))),
    newsletter: z.boolean(),
    customerType: z.enum(CUSTOMER_TYPES),
    remember: z.boolean(),
  })
  .check(confirmed);

export const PasswordChangeInput = z
  .object({
    current: currentPassword,
    password: newPassword,
    passwordConfirm: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, key('form.tooLong'))),
  })
  .check(confirmed);

export const ResetRequestInput = z.object({ email });

export const ResetCommitInput = z
  .object({
    resetKey: z.string().check(z.regex(/^[\w-]{8,200}$/, key('auth.resetKeyInvalid'))),
    password: newPassword,
    passwordConfirm: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, key('form.tooLong'))),
  })
  .check(confirmed);

export type LoginValues = z.infer<typeof LoginInput>;
export type RegisterValues = z.infer<typeof RegisterInput>;
export type PasswordChangeValues = z.infer<typeof PasswordChangeInput>;
export type ResetRequestValues = z.infer<typeof ResetRequestInput>;
export type ResetCommitValues = z.infer<typeof ResetCommitInput>;

/** A form's problems as message keys, the first per field (field → key); empty when it is valid. */
export function authProblems(
  schema: z.ZodMiniType,
  input: unknown,
): Partial<Record<string, MessageKey>> {
  const result = schema.safeParse(input);
  const found: Partial<Record<string, MessageKey>> = {};
  for (const issue of result.error?.issues ?? [])
    found[String(issue.path[0] ?? 'form')] ??= issue.message as MessageKey;
  return found;
}

/** The account an e-mail names, for rate limits: case and surrounding spaces do not make another one. */
export const normalisedEmail = (value: string) => value.trim().toLowerCase();

/**
 * What the /auth/* endpoints answer besides the common codes (shared/envelope.ts): the panel branches
 * on them. LOGGED_OUT = a wrong current password ended the session (spec section 8).
 */
export const AUTH_ERROR = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  alreadyExists: 'ALREADY_EXISTS',
  unavailable: 'IDENTITY_UNAVAILABLE',
  unauthenticated: 'UNAUTHENTICATED',
  loggedOut: 'LOGGED_OUT',
  resetKeyInvalid: 'RESET_KEY_INVALID',
  invalidInput: 'INVALID_INPUT',
} as const;

/**
 * The notices a no-JavaScript auth form comes back with (`?action=<frame>&notice=<key>`, README
 * decision 49): message keys, so the panel shows `t(notice)`; anything else in the URL is ignored.
 */
export const AUTH_NOTICES = [
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
] as const satisfies readonly MessageKey[];
export type AuthNotice = (typeof AUTH_NOTICES)[number];
export const isAuthNotice = (value: unknown): value is AuthNotice =>
  (AUTH_NOTICES as readonly unknown[]).includes(value);

/** The account panel's frames (`?action=`): which one a form belongs to. */
export const AUTH_FRAMES = ['login', 'create', 'reset', 'change'] as const;
export type AuthFrame = (typeof AUTH_FRAMES)[number];

/**
 * What a refused no-JavaScript account form brings back to its frame besides the notice: what the
 * shopper chose, never a password (worker/edge/auth-draft.ts keeps it between the 303 and the page).
 */
export interface AuthDraft {
  frame: AuthFrame;
  email: string;
  customerType?: CustomerType | undefined;
  newsletter?: boolean | undefined;
}
