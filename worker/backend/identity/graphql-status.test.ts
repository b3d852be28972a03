import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backendRequest } from '../../testing/graphql';
import { secretsOf, type BackendBindings } from '../request-context';
import { signToken } from './token';
import { testCustomer } from '../../testing/customer';
import { credentials, db, registered } from '../../testing/identity';

const secret = secretsOf(env as unknown as BackendBindings).identity;
const REVIEW = JSON.stringify({
  query: `mutation { postProductReview(alias: "no-such-product", rating: 5, comment: "Fin", author: "A") }`,
});
const ask = (bearer?: string) =>
  backendRequest(REVIEW, bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {});

describe('the backend /graphql and refused customers', () => {
  it('answers HTTP 401 with the UNAUTHENTICATED error when an operation needs a customer', async () => {
    const res = await ask();
    expect(res.status).toBe(401);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to a forged, expired or unknown-customer bearer, 200 to a valid one', async () => {
    const { id, email } = await testCustomer();
    const claims = { sid: String(id), name: email, customerType: 'PERSON' as const };
    const GET_USER = JSON.stringify({ query: '{ getUser { email } }' });
    const getUser = (bearer: string) =>
      backendRequest(GET_USER, { headers: { authorization: `Bearer ${bearer}` } });
    const valid = await getUser(await signToken(secret, claims, 900, Date.now()));
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ data: { getUser: { email } } });
    for (const [what, bearer] of [
      ['forged', await signToken('not-our-secret', claims, 900, Date.now())],
      ['expired', await signToken(secret, claims, 900, Date.now() - 901_000)],
      ['gone', await signToken(secret, { ...claims, sid: '999999999' }, 900, Date.now())],
      ['garbage', 'customer-token'],
    ] as const) {
      const res = await getUser(bearer);
      expect(res.status, what).toBe(401);
      const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code, what).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a token issued before the password changed; the new session works', async () => {
    const { username, password, token } = await registered();
    const GET_USER = JSON.stringify({ query: '{ getUser { email } }' });
    const getUser = (bearer: string) =>
      backendRequest(GET_USER, { headers: { authorization: `Bearer ${bearer}` } });
    expect((await getUser(token)).status).toBe(200);
    // In the same second as the login: the change is exact to the millisecond.
    const changed = await credentials('password', {
      username,
      password,
      newPassword: 'Ny-7654321',
    });
    expect(changed.status).toBe(200);
    const { token: fresh } = (await changed.json()) as { token: string };
    expect((await getUser(token)).status).toBe(401);
    expect((await getUser(fresh)).status).toBe(200);
  });

  it('compares to the millisecond: a token from the same second, before the change, is refused', async () => {
    const { id, email } = await testCustomer();
    const claims = { sid: String(id), name: email, customerType: 'PERSON' as const };
    const GET_USER = JSON.stringify({ query: '{ getUser { email } }' });
    const getUser = async (issuedMs: number) =>
      (
        await backendRequest(GET_USER, {
          headers: { authorization: `Bearer ${await signToken(secret, claims, 900, issuedMs)}` },
        })
      ).status;
    const changedAt = Math.floor(Date.now() / 1000) * 1000 - 500;
    await db()
      .prepare('UPDATE customers SET credentials_changed_at = ? WHERE id = ?')
      .bind(changedAt, id)
      .run();
    expect(await getUser(changedAt - 1)).toBe(401);
    expect(await getUser(changedAt)).toBe(200);
    expect(await getUser(changedAt + 1)).toBe(200);
  });

  it('answers 200 to other errors', async () => {
    const res = await backendRequest(JSON.stringify({ query: '{ nothing }' }));
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });
});
