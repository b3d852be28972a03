import type { ReactNode } from 'react';
import { useApp } from '../app-context';
import { AuthField } from './auth-field';
import type { FieldErrors } from './auth-form';

/** The e-mail field every panel form starts with. */
export function EmailField(p: {
  form: string;
  errors: FieldErrors;
  autoComplete: 'email' | 'username';
  defaultValue?: string;
}) {
  const { t } = useApp();
  return (
    <AuthField
      form={p.form}
      name="email"
      type="email"
      autoComplete={p.autoComplete}
      label={t('auth.email')}
      error={p.errors.email}
      defaultValue={p.defaultValue}
      autoFocus
    />
  );
}

/** A new password (with the rules as its hint) and the same password again. */
export function PasswordPair(p: {
  form: string;
  errors: FieldErrors;
  label: 'auth.password' | 'auth.newPassword';
  autoFocus?: boolean;
}) {
  const { t } = useApp();
  return (
    <>
      <AuthField
        form={p.form}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t(p.label)}
        hint={t('panel.passwordHint')}
        error={p.errors.password}
        autoFocus={p.autoFocus}
      />
      <AuthField
        form={p.form}
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={t('auth.passwordConfirm')}
        error={p.errors.passwordConfirm}
      />
    </>
  );
}

/** The links to the panel's other frames, below a form's fields. */
export function FrameLinks({ children }: { children: ReactNode }) {
  return <p className="frame-links">{children}</p>;
}
