import { LoginInput, RegisterInput } from '../../shared/auth';
import { href } from '../../shared/routes';
import { useApp } from '../app-context';
import { AuthCheckbox, AuthField } from './auth-field';
import { FrameForm } from './frame-form';
import { EmailField, FrameLinks, PasswordPair } from './frame-fields';
import { loggedIn, type FrameProps } from './frame-props';

export function LoginFrame(p: FrameProps) {
  const { t } = useApp();
  return (
    <FrameForm
      id="login"
      endpoint="/auth/login"
      schema={LoginInput}
      booleans={['remember']}
      frame={p}
      submitLabel={t('auth.login')}
      onDone={() => {
        loggedIn(p.returnPath, 'login');
        return { text: t('auth.loggedIn'), ok: true };
      }}
    >
      {(errors) => (
        <>
          <EmailField form="login" errors={errors} autoComplete="username" defaultValue={p.email} />
          <AuthField
            form="login"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('auth.password')}
            error={errors.password}
          />
          <AuthCheckbox form="login" name="remember" label={t('auth.rememberMe')} checked />
          <FrameLinks>
            {p.frameLink('reset', t('auth.forgotPassword'))}
            <span>
              {t('panel.noAccount')} {p.frameLink('create', t('auth.createAccount'))}
            </span>
          </FrameLinks>
        </>
      )}
    </FrameForm>
  );
}

export function CreateFrame(p: FrameProps) {
  const { t, link, vatIncluded } = useApp();
  const terms = <a href={href(link, 'content', { alias: 'kopvillkor' })}>{t('auth.terms')}</a>;
  const privacy = <a href={href(link, 'content', { alias: 'integritet' })}>{t('auth.privacy')}</a>;
  const [before, middle, after] = t('auth.acceptTerms', {
    terms: '\u0000',
    privacy: '\u0000',
  }).split('\u0000');
  return (
    <FrameForm
      id="create"
      endpoint="/auth/register"
      schema={RegisterInput}
      booleans={['newsletter', 'remember']}
      frame={p}
      submitLabel={t('auth.createAccount')}
      onDone={() => {
        loggedIn(href(link, 'settings'), 'create');
        return { text: t('auth.created'), ok: true };
      }}
    >
      {(errors) => (
        <>
          <EmailField form="create" errors={errors} autoComplete="email" defaultValue={p.email} />
          <PasswordPair form="create" errors={errors} label="auth.password" />
          <fieldset className="choice">
            <legend>{t('panel.customerType')}</legend>
            {(['PERSON', 'ORGANIZATION'] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="customerType"
                  value={type}
                  defaultChecked={
                    p.draft?.customerType
                      ? type === p.draft.customerType
                      : (type === 'PERSON') === vatIncluded
                  }
                />
                {type === 'PERSON' ? t('customerType.person') : t('customerType.organization')}
              </label>
            ))}
          </fieldset>
          <AuthCheckbox
            form="create"
            name="newsletter"
            label={t('auth.newsletterOptIn')}
            checked={!!p.draft?.newsletter}
          />
          <AuthCheckbox form="create" name="remember" label={t('auth.rememberMe')} checked />
          <p className="terms">
            {before}
            {terms}
            {middle}
            {privacy}
            {after}
          </p>
          <FrameLinks>
            <span>
              {t('panel.haveAccount')} {p.frameLink('login', t('auth.login'))}
            </span>
          </FrameLinks>
        </>
      )}
    </FrameForm>
  );
}
