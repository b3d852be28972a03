import { useState } from 'react';
import { AUTH_ERROR, ResetCommitInput } from '../../shared/auth';
import { useApp } from '../app-context';
import { AuthForm } from '../auth/auth-form';
import { PasswordPair } from '../auth/frame-fields';

/** What a reset key may look like (shared/auth.ts's rule); anything else is no key. */
export const RESET_KEY = /^[\w-]{8,200}$/;

/** After a changed password: the shopper reads the text, then `done` opens the login saying so. */
const AFTER_MS = 1000;

/**
 * The reset page's form: a new password twice for the mailed key. Done → 'Your password has been
 * changed' and on to the login; an expired or used key → the expired-link text and a way to ask for
 * a new link (the panel's reset frame).
 */
export function ResetPassword({
  resetKey,
  market,
  home,
  done,
  retry,
}: {
  resetKey: string;
  market: string;
  home: string;
  /** The start page with the login open and its 'password changed' notice. */
  done: string;
  /** This page with its key: where a refused form posted without JavaScript comes back to. */
  retry: string;
}) {
  const { t, locale } = useApp();
  const [expired, setExpired] = useState(false);
  if (expired)
    return (
      <div className="reset-expired">
        <p role="alert">{t('auth.resetKeyInvalid')}</p>
        <a className="button primary" href={`${home}?action=reset`}>
          {t('panel.requestNew')}
        </a>
      </div>
    );
  return (
    <>
      <p>{t('auth.enterNewPassword')}</p>
      <AuthForm
        id="reset-commit"
        endpoint="/auth/reset-commit"
        schema={ResetCommitInput}
        hidden={{ resetKey, locale, market, return: `${home}?action=login`, retry }}
        submitLabel={t('panel.resetPageSubmit')}
        onDone={() => {
          setTimeout(() => location.replace(done), AFTER_MS);
          return { text: t('auth.passwordChanged'), ok: true };
        }}
        onRefused={(error) => {
          if (error.code !== AUTH_ERROR.resetKeyInvalid) return false;
          setExpired(true);
          return true;
        }}
      >
        {(errors) => (
          <PasswordPair form="reset-commit" errors={errors} label="auth.newPassword" autoFocus />
        )}
      </AuthForm>
    </>
  );
}
