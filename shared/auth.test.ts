import { describe, expect, it } from 'vitest';
import {
  authProblems,
  LoginInput,
  normalisedEmail,
  PasswordChangeInput,
  RegisterInput,
  ResetCommitInput,
} from './auth';
import { createTranslator } from './i18n/translator';

const register = {
  email: ' anna@example.com ',
  password: 'hemligt',
  passwordConfirm: 'hemligt',
  newsletter: false,
  customerType: 'PERSON',
  remember: true,
};

describe('auth forms (shared by the panel and /auth/*)', () => {
  it('accepts a valid registration and trims the e-mail', () => {
    const parsed = RegisterInput.safeParse(register);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.email).toBe('anna@example.com');
  });

  it('names each wrong field once, with the research note texts', () => {
    expect(authProblems(RegisterInput, { ...register, email: 'nope', password: '' })).toEqual({
      email: 'form.invalidEmail',
      password: 'form.passwordRequired',
      passwordConfirm: 'form.passwordMismatch',
    });
    expect(
      authProblems(RegisterInput, { ...register, password: '123456', passwordConfirm: '123456' }),
    ).toEqual({
      password: 'form.passwordTooWeak',
    });
    expect(authProblems(RegisterInput, { ...register, passwordConfirm: 'hemligT' })).toEqual({
      passwordConfirm: 'form.passwordMismatch',
    });
    const en = createTranslator('en');
    expect(en('form.passwordMismatch')).toBe('The passwords do not match');
    expect(createTranslator('sv')('form.passwordTooWeak')).toBe(
      'Ditt lösenord måste innehålla minst 7 tecken',
    );
  });

  it('logs in with a short old password, but never without one', () => {
    expect(authProblems(LoginInput, { email: 'a@b.se', password: 'x', remember: false })).toEqual(
      {},
    );
    expect(authProblems(LoginInput, { email: 'a@b.se', password: '', remember: false })).toEqual({
      password: 'form.passwordRequired',
    });
    expect(authProblems(LoginInput, { email: 'a@b.se', password: 'x' })).toHaveProperty('remember');
  });

  it('checks the change and reset forms the same way', () => {
    expect(
      authProblems(PasswordChangeInput, {
        current: '',
        password: 'longenough',
        passwordConfirm: 'x',
      }),
    ).toEqual({ current: 'form.passwordRequired', passwordConfirm: 'form.passwordMismatch' });
    expect(
      authProblems(ResetCommitInput, {
        resetKey: 'bad key!',
        password: 'longenough',
        passwordConfirm: 'longenough',
      }),
    ).toEqual({ resetKey: 'auth.resetKeyInvalid' });
  });

  it('normalises an account name for the rate limits', () => {
    expect(normalisedEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });
});
