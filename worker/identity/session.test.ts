import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { signToken } from '../backend/identity/token';
import { secretsOf, type BackendBindings } from '../backend/request-context';
import { CommerceError, failed } from '../commerce/errors';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import { readConfig, type Bindings } from '../env';
import { db, Jar, registeredCustomer, setCookiesOf } from '../testing/auth';
import { embeddedFetch } from '../testing/graphql';
import { customerSessionOf } from './customer-session';
import { impersonate } from './session';

/**
 * A route of the Worker's own kind (the configuration the app sets, the embedded backend behind
 * upstreamFetch) for the session helpers that D's account pages call.
 */
async function run(path: string, jar: Jar, route: (c: Context<WorkerEnv>) => Promise<Response>) {
  const app = new Hono<WorkerEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', 'session-test');
    c.set('config', readConfig(c.env));
    c.set('upstream', { upstreamCalls: [], cacheLookups: [], reads: [] });
    c.set('upstreamFetch', (input, init) => embeddedFetch(input, init));
    await next();
  });
  app.get('/t', route);
  const ctx = createExecutionContext();
  const res = await app.request(
    `http://shop.test${path}`,
    { headers: { cookie: jar.header } },
    env as unknown as Bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return jar.take(res);
}

const getUser = (c: Context<WorkerEnv>) => (bearer: string) =>
  commerceFor(c, { marketId: 'se', languageId: 'en-US', customerType: 'PERSON' }).client.query(
    'getUser',
    { bearer, parse: (d) => d as { getUser: { email: string } } },
  );

async function foreignToken(email: string) {
  const row = await db()
    .prepare('SELECT id FROM customers WHERE email = ?')
    .bind(email)
    .first<{ id: number }>();
  // Signed with another secret: the API refuses it although it is not due for a refresh.
  return signToken(
    'not-the-secret',
    { sid: String(row!.id), name: email, customerType: 'PERSON' },
    900,
    Date.now(),
  );
}

describe('CustomerSession.call: an UNAUTHENTICATED answer refreshes once and retries', () => {
  it('a refused token is refreshed, the call retried and answered, the cookies rotated', async () => {
    const { email, jar } = await registeredCustomer();
    jar.values.set('apollo-token', await foreignToken(email));
    const refresh = jar.values.get('ralph-auth');
    let attempts = 0;
    const res = await run('/t', jar, async (c) => {
      const session = await customerSessionOf(c);
      const answer = await session!.customer.call((bearer) => {
        attempts++;
        return getUser(c)(bearer);
      });
      return c.json({ email: answer.data?.getUser.email, code: answer.error?.code ?? null });
    });
    expect(await res.json()).toEqual({ email, code: null });
    expect(attempts).toBe(2);
    expect(jar.values.get('ralph-auth')).not.toBe(refresh);
    expect(setCookiesOf(res).get('apollo-token')?.maxAge).toBe(900);
  });

  it('still refused after the refresh: the refusal comes back and the session ends', async () => {
    const { jar } = await registeredCustomer();
    let attempts = 0;
    const res = await run('/t', jar, async (c) => {
      const session = await customerSessionOf(c);
      const answer = await session!.customer.call(async () => {
        attempts++;
        return failed(new CommerceError('refused', 502, 'UNAUTHENTICATED'));
      });
      return c.json({ code: answer.error?.code });
    });
    expect(await res.json()).toEqual({ code: 'UNAUTHENTICATED' });
    expect(attempts).toBe(2);
    expect(
      [...jar.values.keys()].filter(
        (k) => k.startsWith('apollo') || k.startsWith('ralph-user') || k === 'ralph-auth',
      ),
    ).toEqual([]);
  });

  it('a refused token without a live refresh token: one attempt, the session ends', async () => {
    const { email, jar } = await registeredCustomer();
    jar.values.set('apollo-token', await foreignToken(email));
    jar.values.set('ralph-auth', 'C'.repeat(43));
    let attempts = 0;
    const res = await run('/t', jar, async (c) => {
      const answer = await (await customerSessionOf(c))!.customer.call((bearer) => {
        attempts++;
        return getUser(c)(bearer);
      });
      return c.json({ code: answer.error?.code });
    });
    expect(await res.json()).toEqual({ code: 'UNAUTHENTICATED' });
    expect(attempts).toBe(1);
    expect(jar.values.has('apollo-token')).toBe(false);
  });
});

describe('impersonate (an operator’s loginToken)', () => {
  it('sets the token alone for an hour, drops the refresh token and the cart', async () => {
    const { email, jar } = await registeredCustomer();
    jar.values.set('ralph-cart', 'guest-cart-id-123');
    const row = await db()
      .prepare('SELECT id FROM customers WHERE email = ?')
      .bind(email)
      .first<{ id: number }>();
    const loginToken = await signToken(
      secretsOf(env as unknown as BackendBindings).identity,
      // Claims are not read: the name and type shown are the API's answer for the token.
      { sid: String(row!.id), name: 'Kundtjänst: ring 0900-123456', customerType: 'PERSON' },
      3600,
      Date.now(),
    );
    const res = await run(`/t?loginToken=${loginToken}`, jar, async (c) =>
      c.text(
        String(
          impersonate(c, c.req.query('loginToken') ?? '', { email, customerType: 'ORGANIZATION' }),
        ),
      ),
    );
    expect(await res.text()).toBe('true');
    const cookies = setCookiesOf(res);
    expect(cookies.get('apollo-token')).toMatchObject({
      value: loginToken,
      maxAge: 3600,
      httpOnly: true,
    });
    expect(cookies.get('ralph-auth')?.maxAge).toBe(0);
    expect(cookies.get('ralph-cart')?.maxAge).toBe(0);
    expect(cookies.get('ralph-user')?.value).toBe(email);
    expect(cookies.get('ralph-user-type')?.value).toBe('ORGANIZATION');
    // The page then runs with it and offers no refresh.
    const after = await run('/t', jar, async (c) => {
      const session = await customerSessionOf(c);
      return c.json({
        username: session?.customer.username,
        refreshInMs: session?.customer.refreshInMs,
      });
    });
    expect(await after.json()).toEqual({ username: email, refreshInMs: null });
  });

  it('refuses what is not a token, and sets nothing', async () => {
    const jar = new Jar();
    const res = await run('/t?loginToken=x', jar, async (c) =>
      c.text(
        String(
          impersonate(c, c.req.query('loginToken') ?? '', {
            email: 'a@example.com',
            customerType: 'PERSON',
          }),
        ),
      ),
    );
    expect(await res.text()).toBe('false');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
