import { AUTH_ERROR, PasswordChangeInput, ResetRequestInput } from '../../shared/auth';
import { useApp } from '../app-context';
import { AuthField } from './auth-field';
import { FrameForm } from './frame-form';
import { EmailField, FrameLinks, PasswordPair } from './frame-fields';
import type { FrameProps } from './frame-props';

export function ResetFrame(p: FrameProps) {
  const { t } = useApp();
  const sent = { text: t('auth.resetSent'), ok: true };
  return (
    <FrameForm
      id="reset"
      endpoint="/auth/reset-request"
      schema={ResetRequestInput}
      frame={p}
      submitLabel={t('auth.resetPassword')}
      onDone={() => sent}
      // The same answer whether or not the address has an account (only a malformed one is refused).
      onRefused={(error) => error.field === undefined}
    >
      {(errors) => (
        <>
          <p>{t('panel.resetLead')}</p>
          <EmailField form="reset" errors={errors} autoComplete="email" defaultValue={p.email} />
          <FrameLinks>{p.frameLink('login', t('panel.backToLogin'))}</FrameLinks>
        </>
      )}
    </FrameForm>
  );
}

export function ChangeFrame(p: FrameProps & { home: string }) {
  const { t } = useApp();
  return (
    <FrameForm
      id="change"
      endpoint="/auth/password"
      schema={PasswordChangeInput}
      frame={p}
      submitLabel={t('auth.changePassword')}
      onDone={() => ({ text: t('auth.passwordChanged'), ok: true })}
      onRefused={(error) => {
        if (error.code !== AUTH_ERROR.loggedOut) return false;
        // Spec section 8: a wrong current password ended the session; the page it lands on tells the
        // other tabs (client/auth/enable.ts).
        location.assign(`${p.home}?action=login&notice=auth.wrongPasswordLoggedOut`);
        return true;
      }}
    >
      {(errors) => (
        <>
          <AuthField
            form="change"
            name="current"
            type="password"
            autoComplete="current-password"
            label={t('auth.currentPassword')}
            error={errors.current}
            autoFocus
          />
          <PasswordPair form="change" errors={errors} label="auth.newPassword" />
        </>
      )}
    </FrameForm>
  );
}
