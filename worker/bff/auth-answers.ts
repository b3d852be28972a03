import { AUTH_ERROR } from '../../shared/auth';
import type { Translate } from '../../shared/i18n/translator';
import type { AuthRefusal } from '../identity/auth-client';
import type { Answer } from './action';

/** The shopper's answer when the auth service said no, or could not be asked. */
export function refusalOf(reason: AuthRefusal, t: Translate): Answer<never> {
  if (reason === 'INVALID_CREDENTIALS')
    return {
      errors: [{ message: t('auth.credentials'), code: AUTH_ERROR.invalidCredentials }],
      status: 401,
    };
  if (reason === 'ALREADY_EXISTS')
    return {
      errors: [
        { message: t('auth.alreadyExists'), code: AUTH_ERROR.alreadyExists, field: 'email' },
      ],
      status: 409,
    };
  return unavailable(t);
}

/** Spec section 8: auth failures are logged where they happen; the shopper sees the generic text. */
export const unavailable = (t: Translate): Answer<never> => ({
  errors: [{ message: t('error.generic'), code: AUTH_ERROR.unavailable }],
  status: 502,
});

export const notLoggedIn = (t: Translate): Answer<never> => ({
  errors: [{ message: t('auth.sessionEnded'), code: AUTH_ERROR.unauthenticated }],
  status: 401,
});
