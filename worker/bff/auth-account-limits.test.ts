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
// account. Each request comes from a client of its own, so only the account's budget (5 a minute; the
// password change's is log-in's ceiling) can refuse the last.
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

describe('per-account rate limits, whatever the clients', () => {
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
    'password change: spends the log-in’s budget of the account, a ceiling of 50 a minute',
    async () => {
      await freshWindow();
      const { email, jar } = await registeredCustomer();
      const cookies = Object.fromEntries(jar.values);
      const change = (ip: string) =>
        postAuth(
          '/auth/password',
          {
            current: 'inte-mitt',
            password: 'Nytt-losen-1',
            passwordConfirm: 'Nytt-losen-1',
            ...scope,
          },
          { ip, jar: new Jar(cookies) },
        );
      const login = (ip: string) =>
        postAuth('/auth/login', { email, password: 'inte-mitt', remember: true, ...scope }, { ip });
      // 45 log-ins and 5 changes from ten clients, each within its own limit of 5.
      for (let client = 0; client < 10; client++) {
        const ip = newIp();
        for (let i = 0; i < 5; i++)
          expect((await (client === 9 ? change(ip) : login(ip))).status).toBe(401);
      }
      const over = await change(newIp());
      expect(over.status).toBe(429);
      expect((await bodyOf(over)).errors[0]).toEqual({
        message:
          'Det har gjorts många inloggningsförsök med den här e-postadressen på kort tid. Vänta en minut och försök igen.',
        code: 'RATE_LIMITED',
      });
    },
    LIMIT_TEST_TIMEOUT,
  );
});
