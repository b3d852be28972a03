import type { AuthMessages } from './messages';

/**
 * The log-in texts (English): the panel, the reset page and the newsletter
 * form. The browser loads them only with those (client/texts.ts), not on every page.
 */
export const enAuth: AuthMessages = {
  panel: {
    close: 'Close',
    passwordHint: 'At least 7 characters',
    resetLead: 'Enter your email and we will send you a link where you can choose a new password.',
    noAccount: 'Don’t have an account?',
    haveAccount: 'Already have an account?',
    backToLogin: 'Back to log in',
    customerType: 'I am shopping as',
    working: 'Please wait …',
    resetPageSubmit: 'Save the password',
    resetMissingKey: 'The link is missing its key. Request a new reset.',
    requestNew: 'Request a new reset link',
  },
  newsletter: {
    title: 'Newsletter',
    lead: 'Register for our newsletter and keep updated with our latest news.',
    email: 'Your e-mail address',
    placeholder: 'your@email.com',
    submit: 'Register',
    thanks: 'Thanks! You are now registered',
  },
  auth: {
    login: 'Log in',
    logout: 'Log out',
    createAccount: 'Create account',
    email: 'Email',
    password: 'Password',
    passwordConfirm: 'Confirm password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    resetPassword: 'Reset password',
    changePassword: 'Change password',
    enterNewPassword: 'Enter a new password for your account',
    newsletterOptIn: 'Yes, I want to sign up for the newsletter',
    acceptTerms: 'By clicking "Create account", you accept the {{terms}} and {{privacy}}.',
    terms: 'terms & conditions',
    privacy: 'privacy policy',
    loggedInAs: 'Logged in as {{username}}',
    loggedIn: 'You have been logged in',
    created: 'Your account has been created, you are now logged in',
    loggedOut: 'You have been logged out',
    resetSent: 'An email for resetting your password has been sent to you',
    passwordChanged: 'Your password has been changed',
    credentials: 'Wrong email or password, please try again',
    alreadyExists: 'An account with this email already exists',
    resetKeyInvalid:
      'This password reset link has expired. To reset your password you need to request another password reset.',
    wrongPasswordLoggedOut:
      'You entered the wrong password and have therefore been logged out for security reasons',
    sessionEnded: 'You are no longer logged in. Log in again to continue.',
    accountBusy:
      'There have been many login attempts with this email address in a short while. Wait a minute and try again.',
  },
};
