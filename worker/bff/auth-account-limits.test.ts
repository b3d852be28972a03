import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  freshWindow,
  Jar,
  LIMIT_TEST_TIMEOUT,
  newEmail,
  newIp,
  postAuth,
  registeredCustomer,
} from '../testing/auth';

// Log-in's own per-account limit is in auth-login.test.ts; these are the other forms that name an
// account. Each request comes from a client of its own, so only the account's budget (5 a minute) can
// refuse the sixth.
const scope = { locale: 'sv', market: 'se' };

async function sixthIsRefused(send: (ip: string) => Promise<Response>) {
  await freshWindow();
  for (let i = 0; i < 5; i++) expect((await send(newIp())).status).not.toBe(429);
  const over = await send(newIp());
  expect(over.status).toBe(429);
  expect(over.headers.get('retry-after')).toBe('60');
  expect((await bodyOf(over)).errors[0]).toEqual({
    message: 'Du har försökt för många gånger på kort tid. Vänta en minut och försök igen.',
    code: 'RATE_LIMITED',
  });
}

describe('per-account rate limits (5 a minute, whatever the clients)', () => {
  it(
    'register: the sixth attempt for one address',
    async () => {
      const email = newEmail();
      const password = 'Hemligt123';
      // The first makes the account; the next four are told it exists; the sixth is refused.
      await sixthIsRefused((ip) =>
        postAuth(
          '/auth/register',
          {
            email,
            password,
            passwordConfirm: password,
            newsletter: false,
            customerType: 'PERSON',
            remember: true,
            ...scope,
          },
          { ip },
        ),
      );
    },
    LIMIT_TEST_TIMEOUT,
  );

  it(
    'reset request: the sixth for one address',
    async () => {
      const email = newEmail();
      await sixthIsRefused((ip) => postAuth('/auth/reset-request', { email, ...scope }, { ip }));
    },
    LIMIT_TEST_TIMEOUT,
  );

  it(
    'reset commit: the sixth try of one reset key',
    async () => {
      const resetKey = crypto.randomUUID();
      const password = 'Hemligt123';
      await sixthIsRefused((ip) =>
        postAuth(
          '/auth/reset-commit',
          { resetKey, password, passwordConfirm: password, ...scope },
          { ip },
        ),
      );
    },
    LIMIT_TEST_TIMEOUT,
  );

  it(
    'password change: the sixth for one logged-in account, even from fresh sessions',
    async () => {
      const { jar } = await registeredCustomer();
      const cookies = Object.fromEntries(jar.values);
      await sixthIsRefused((ip) =>
        postAuth(
          '/auth/password',
          {
            current: 'inte-mitt',
            password: 'Nytt-losen-1',
            passwordConfirm: 'Nytt-losen-1',
            ...scope,
          },
          { ip, jar: new Jar(cookies) },
        ),
      );
    },
    LIMIT_TEST_TIMEOUT,
  );
});
