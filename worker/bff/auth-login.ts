import { LoginInput, normalisedEmail, RegisterInput } from '../../shared/auth';
import { SESSION_LIFETIME_MINUTES, type CustomerType } from '../../shared/cookies';
import { afterLogin } from '../identity/after-login';
import { joinSharedCart } from './cart-write';
import { authClientFor, startSession } from '../identity/session';
import { refusalOf, unavailable } from './auth-answers';
import { authAction } from './auth-action';

interface LoggedIn {
  username: string;
  customerType: CustomerType;
}

/** Without remember me the auth service keeps the session 30 minutes (spec section 9). */
const lifetimeOf = (remember: boolean) =>
  remember ? {} : { sessionLifetime: SESSION_LIFETIME_MINUTES };

/** POST /auth/login {email, password, remember, locale, market} → {username, customerType}. */
export const authLogin = authAction({
  endpoint: 'auth-login',
  schema: LoginInput,
  frame: 'login',
  done: 'auth.loggedIn',
  account: (_, input) => normalisedEmail(input.email),
  run: async (c, input, t) => {
    const client = authClientFor(c);
    if (!client) return unavailable(t);
    const outcome = await client.credentials('login', {
      username: input.email,
      password: input.password,
      ...lifetimeOf(input.remember),
    });
    if (!outcome.ok) return refusalOf(outcome.reason, t);
    startSession(c, outcome.tokens, { username: input.email, remember: input.remember });
    const { customerType, cartId } = await afterLogin(c, outcome.tokens.token, input);
    await joinSharedCart(c, input, cartId);
    return { data: { username: input.email, customerType } satisfies LoggedIn };
  },
});

/**
 * POST /auth/register {email, password, passwordConfirm, newsletter, customerType, remember, locale,
 * market} → {username, customerType}: a new account, logged in at once.
 */
export const authRegister = authAction({
  endpoint: 'auth-register',
  schema: RegisterInput,
  frame: 'create',
  done: 'auth.created',
  account: (_, input) => normalisedEmail(input.email),
  run: async (c, input, t) => {
    const client = authClientFor(c);
    if (!client) return unavailable(t);
    const outcome = await client.credentials('register', {
      username: input.email,
      password: input.password,
      ...lifetimeOf(input.remember),
    });
    if (!outcome.ok) return refusalOf(outcome.reason, t);
    startSession(c, outcome.tokens, { username: input.email, remember: input.remember });
    const { customerType, cartId } = await afterLogin(c, outcome.tokens.token, input, {
      newsletter: input.newsletter,
      customerType: input.customerType,
    });
    await joinSharedCart(c, input, cartId);
    return { data: { username: input.email, customerType } satisfies LoggedIn };
  },
});
