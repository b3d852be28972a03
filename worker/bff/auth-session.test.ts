import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';
import { Jar, postAuth, registeredCustomer, setCookiesOf } from '../testing/auth';

const scope = { locale: 'en', market: 'se' };
const orders = (cookie: string) => request('/en/my-account/orders', { headers: { cookie } });

describe('logout ends the session where the tokens are checked', () => {
  it('a kept access token of the session is refused at once, the shopper logged out; another browser stays logged in', async () => {
    const { email, password, jar } = await registeredCustomer();
    const other = new Jar();
    await postAuth('/auth/login', { email, password, remember: true, ...scope }, { jar: other });
    // One token copied at login, one after a renewal: both belong to the session.
    const first = jar.values.get('apollo-token')!;
    expect((await postAuth('/auth/refresh', {}, { jar })).status).toBe(200);
    const renewed = jar.values.get('apollo-token')!;
    expect((await orders(`apollo-token=${renewed}`)).status).toBe(200);

    expect((await postAuth('/auth/logout', scope, { jar })).status).toBe(200);

    for (const token of [first, renewed]) {
      const replay = await orders(`apollo-token=${token}`);
      expect(replay.status).toBe(302);
      expect(location(replay)).toMatch(/^\/en\?action=login/);
      expect(setCookiesOf(replay).get('apollo-token')?.maxAge).toBe(0);
    }
    const elsewhere = await orders(other.header);
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain(email);
  });
});
