import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { signToken } from '../backend/identity/token';
import { secretsOf, type BackendBindings } from '../backend/request-context';
import { request } from '../testing/app';
import { db, Jar, observeOutbound, registeredCustomer, setCookiesOf } from '../testing/auth';
import { stubUpstream } from '../testing/stub-upstream';

/** An access token for the account, issued `ageSeconds` ago with a 900 s life (as the service makes them). */
async function tokenAged(email: string, ageSeconds: number, secret?: string) {
  const row = await db()
    .prepare('SELECT id FROM customers WHERE email = ?')
    .bind(email)
    .first<{ id: number }>();
  return signToken(
    secret ?? secretsOf(env as unknown as BackendBindings).identity,
    { sid: String(row!.id), name: email, customerType: 'PERSON' },
    900,
    Date.now() - ageSeconds * 1000,
  );
}

/** The page, read to its end (deferred parts included), its cookies kept in the jar. */
async function page(jar: Jar, overrides = {}) {
  const res = await request('/en', { headers: { cookie: jar.header } }, overrides);
  await res.clone().text();
  return jar.take(res);
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanup.reverse()) undo();
  cleanup = [];
});

function observed() {
  const upstream = stubUpstream();
  const outbound = observeOutbound(upstream.endpoint);
  cleanup.push(upstream.restore, outbound.restore);
  return outbound;
}

describe('the session on pages (shop middleware)', () => {
  it('refreshes a token in the last 10 % of its life, and only then', async () => {
    const { email, jar } = await registeredCustomer();
    const refresh = jar.values.get('ralph-auth');
    jar.values.set('apollo-token', await tokenAged(email, 700)); // 78 %
    const fresh = setCookiesOf(await page(jar));
    expect(fresh.has('apollo-token')).toBe(false);
    expect(jar.values.get('ralph-auth')).toBe(refresh);

    jar.values.set('apollo-token', await tokenAged(email, 815)); // 91 %
    const res = await page(jar);
    const rotated = setCookiesOf(res);
    expect(res.status).toBe(200);
    expect(rotated.get('apollo-token')).toMatchObject({ maxAge: 900, httpOnly: true });
    expect(rotated.get('ralph-auth')).toMatchObject({ maxAge: 604800, httpOnly: true });
    expect(jar.values.get('ralph-auth')).not.toBe(refresh);
    expect(rotated.get('ralph-user-maxage')?.value).toBe('604800');
  });

  it('without the token cookie, a live refresh token refreshes before any upstream call', async () => {
    const { jar } = await registeredCustomer();
    const outbound = observed();
    jar.values.delete('apollo-token');
    const res = await page(jar, outbound.bindings);
    expect(res.status).toBe(200);
    expect(outbound.timeline[0]).toBe('auth GET /auth/login');
    expect(outbound.timeline.filter((t) => t.startsWith('auth'))).toHaveLength(1);
    expect(outbound.timeline.length).toBeGreaterThan(1);
    expect(jar.values.has('apollo-token')).toBe(true);
  });

  it('an anonymous page makes no auth call at all', async () => {
    const outbound = observed();
    const res = await request('/en', {}, outbound.bindings);
    expect(res.status).toBe(200);
    await res.text();
    expect(outbound.timeline.length).toBeGreaterThan(0);
    expect(outbound.timeline.filter((t) => t.startsWith('auth'))).toEqual([]);
  });

  it('a refused refresh token clears the login cookies and the page is anonymous', async () => {
    const { jar } = await registeredCustomer();
    jar.values.delete('apollo-token');
    jar.values.set('ralph-auth', 'A'.repeat(43));
    const res = await page(jar);
    expect(res.status).toBe(200);
    const cleared = setCookiesOf(res);
    for (const name of ['apollo-token', 'ralph-auth', 'ralph-user', 'ralph-user-maxage'])
      expect(cleared.get(name)?.maxAge, name).toBe(0);
    expect(jar.values.has('ralph-auth')).toBe(false);
  });

  it('two parallel requests with the same refresh cookie both stay logged in', async () => {
    const { jar } = await registeredCustomer();
    jar.values.delete('apollo-token');
    const [a, b] = [
      new Jar(Object.fromEntries(jar.values)),
      new Jar(Object.fromEntries(jar.values)),
    ];
    const [resA, resB] = await Promise.all([page(a), page(b)]);
    expect([resA.status, resB.status]).toEqual([200, 200]);
    expect(a.values.get('ralph-auth')).toBeTruthy();
    expect(a.values.get('ralph-auth')).toBe(b.values.get('ralph-auth'));
    expect(a.values.has('apollo-token') && b.values.has('apollo-token')).toBe(true);
    // The successor both got is live: the next refresh with it works.
    a.values.delete('apollo-token');
    await page(a);
    expect(a.values.has('apollo-token')).toBe(true);
    expect(a.values.get('ralph-auth')).not.toBe(b.values.get('ralph-auth'));
  });
});

describe('POST /auth/refresh (the page timer)', () => {
  const refresh = (jar: Jar) =>
    request('/auth/refresh', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/json',
        cookie: jar.header,
      },
      body: '{}',
    }).then((res) => jar.take(res));

  it('rotates the tokens and tells when to come again (90 % of 900 s)', async () => {
    const { jar } = await registeredCustomer();
    const before = jar.values.get('ralph-auth');
    const res = await refresh(jar);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { refreshInMs: number } };
    expect(data.refreshInMs).toBeGreaterThan(805_000);
    expect(data.refreshInMs).toBeLessThanOrEqual(810_000);
    expect(jar.values.get('ralph-auth')).not.toBe(before);
  });

  it('without a live refresh token: 401 and the cookies cleared', async () => {
    const { jar } = await registeredCustomer();
    jar.values.set('ralph-auth', 'B'.repeat(43));
    const res = await refresh(jar);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(jar.values.has('apollo-token') || jar.values.has('ralph-user')).toBe(false);
  });
});
