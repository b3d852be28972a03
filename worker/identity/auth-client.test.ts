import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedFetch } from '../testing/graphql';
import { newEmail } from '../testing/auth';
import { createAuthClient, REFRESH_HEADER } from './auth-client';
import { passwordDigest } from './digest';

const endpoints = {
  auth: 'http://shop.test/_commerce/auth',
  sign: 'http://shop.test/_commerce/auth/sign/test-key?identity=',
};

/** The embedded identity service, every request it gets written down (bodies without passwords). */
function recorded() {
  const seen: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const body =
      req.method === 'POST' ? ((await req.clone().json()) as Record<string, unknown>) : null;
    seen.push({ method: req.method, path: new URL(req.url).pathname, body });
    return embeddedFetch(req);
  };
  return { seen, client: createAuthClient({ endpoints, fetch }) };
}

afterEach(() => vi.restoreAllMocks());

describe('the Geins auth protocol, against the embedded service', () => {
  it('registers with challenge, signature and digests; refreshes; logs out', async () => {
    const { seen, client } = recorded();
    const username = newEmail();
    const registered = await client.credentials('register', {
      username,
      password: 'Hemligt123',
      sessionLifetime: 30,
    });
    expect(registered.ok).toBe(true);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /_commerce/auth/register',
      expect.stringMatching(/^GET \/_commerce\/auth\/sign\/test-key$/),
      'POST /_commerce/auth/register',
    ]);
    expect(seen[0]!.body).toEqual({ username });
    expect(seen[2]!.body).toMatchObject({
      username,
      password: await passwordDigest('Hemligt123'),
      sessionLifetime: 30,
      signature: { identity: expect.any(String), signature: expect.any(String) },
    });
    if (!registered.ok) return;
    const rotated = await client.refresh(registered.tokens.refreshToken);
    expect(rotated).toMatchObject({ ok: true, tokens: { maxAge: 900 } });
    if (!rotated.ok) return;
    expect(rotated.tokens.refreshToken).not.toBe(registered.tokens.refreshToken);
    await client.logout(rotated.tokens.refreshToken);
    expect(await client.refresh(rotated.tokens.refreshToken)).toEqual({
      ok: false,
      reason: 'REFUSED',
    });
  });

  it('tells a wrong password and a taken address apart from failures', async () => {
    const { client } = recorded();
    const username = newEmail();
    await client.credentials('register', { username, password: 'Hemligt123' });
    expect(await client.credentials('login', { username, password: 'wrong-one' })).toEqual({
      ok: false,
      reason: 'INVALID_CREDENTIALS',
    });
    expect(await client.credentials('register', { username, password: 'Hemligt123' })).toEqual({
      ok: false,
      reason: 'ALREADY_EXISTS',
    });
  });
});

describe('answers of a real service the embedded one does not give', () => {
  const scripted = (answer: (req: Request) => Response | Promise<Response>, timeoutMs?: number) =>
    createAuthClient({
      endpoints,
      fetch: async (i, init) => answer(new Request(i, init)),
      timeoutMs,
    });
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('a refresh answered without a token is a refusal (Geins: no token for an unknown refresh token)', async () => {
    const client = scripted(() => Response.json({}));
    expect(await client.refresh('r'.repeat(43))).toEqual({ ok: false, reason: 'REFUSED' });
  });

  it('a login answered without the rotated refresh token, a 500, or no answer in time: unavailable', async () => {
    quiet();
    const withoutHeader = scripted((req) =>
      req.method === 'GET'
        ? Response.json({ identity: 'i', signature: 's', timestamp: '1' })
        : Response.json({ sign: 'c', token: 'a.b.c', maxAge: 900 }),
    );
    expect(await withoutHeader.credentials('login', { username: 'a@b.se', password: 'x' })).toEqual(
      {
        ok: false,
        reason: 'UNAVAILABLE',
      },
    );
    const broken = scripted(() => new Response('no', { status: 500 }));
    expect((await broken.refresh('r'.repeat(43))).ok).toBe(false);
    const late = scripted(
      (req) =>
        new Promise<Response>((_, reject) =>
          req.signal.addEventListener('abort', () => reject(req.signal.reason)),
        ),
      50,
    );
    expect(await late.credentials('login', { username: 'a@b.se', password: 'x' })).toEqual({
      ok: false,
      reason: 'UNAVAILABLE',
    });
  });

  it('sends the refresh token in its header, never in the URL', async () => {
    const seen: Request[] = [];
    const client = scripted((req) => {
      seen.push(req);
      return Response.json(
        { token: 'a.b.c', maxAge: 900 },
        { headers: { [REFRESH_HEADER]: 'n'.repeat(43) } },
      );
    });
    await client.refresh('r'.repeat(43));
    expect(seen[0]!.url).toBe('http://shop.test/_commerce/auth/login');
    expect(seen[0]!.headers.get(REFRESH_HEADER)).toBe('r'.repeat(43));
  });
});
