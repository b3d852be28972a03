import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backend, embeddedFetch } from '../../testing/graphql';
import {
  challenge,
  credentials,
  db,
  digestOf,
  newEmail,
  postJson,
  refresh,
  logout,
  registered,
  signed,
} from '../../testing/identity';
import { REFRESH_HEADER } from './session-answer';
import { verifyToken } from './token';
import { secretsOf, type BackendBindings } from '../request-context';

const secret = secretsOf(env as unknown as BackendBindings).identity;

const storedHash = (email: string) =>
  db()
    .prepare('SELECT password_hash FROM customers WHERE email = ?')
    .bind(email)
    .first<string>('password_hash');

describe('the identity service, end to end', () => {
  it('registers, logs in, changes the password, refreshes and logs out', async () => {
    const username = newEmail();
    const reg = await credentials('register', { username, password: 'Hemligt123' });
    expect(reg.status).toBe(200);
    const body = (await reg.json()) as { token: string; maxAge: number };
    expect(body.maxAge).toBe(900);
    expect(reg.headers.get(REFRESH_HEADER)).toMatch(/^[\w-]{43}$/);
    expect(reg.headers.get('cache-control')).toBe('no-store');
    const claims = await verifyToken(secret, body.token, Date.now());
    expect(claims).toMatchObject({ name: username, customerType: 'PERSON' });
    expect(claims!.exp - claims!.iat).toBe(900);
    const row = await db()
      .prepare('SELECT id, customer_type FROM customers WHERE email = ?')
      .bind(username)
      .first<{ id: number; customer_type: string }>();
    expect(row).toMatchObject({ id: Number(claims!.sid), customer_type: 'PERSON' });

    const login = await credentials('login', { username, password: 'Hemligt123' });
    expect(login.status).toBe(200);
    const changed = await credentials('password', {
      username,
      password: 'Hemligt123',
      newPassword: 'Nytt-lösen-456',
    });
    expect(changed.status).toBe(200);
    expect((await credentials('login', { username, password: 'Hemligt123' })).status).toBe(401);
    const again = await credentials('login', { username, password: 'Nytt-lösen-456' });
    expect(again.status).toBe(200);

    const rotated = await refresh(again.headers.get(REFRESH_HEADER)!);
    expect(rotated.status).toBe(200);
    const successor = rotated.headers.get(REFRESH_HEADER)!;
    expect(successor).not.toBe(again.headers.get(REFRESH_HEADER));
    const token = ((await rotated.json()) as { token: string }).token;
    expect((await verifyToken(secret, token, Date.now()))?.sid).toBe(claims!.sid);

    const user = await backend(
      '{ getUser { email } }',
      {},
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(user).toEqual({ data: { getUser: { email: username } } });

    expect((await logout(successor)).status).toBe(200);
    expect((await refresh(successor)).status).toBe(401);
  });

  it('answers 404 to other actions', async () => {
    for (const path of ['logins', 'reset', 'login/x'])
      expect((await postJson(path, { username: newEmail() })).status, path).toBe(404);
  });

  it('is not reachable from outside the Worker (only in-process, like the GraphQL)', async () => {
    for (const [method, path] of [
      ['POST', '/_commerce/auth/login'],
      ['GET', '/_commerce/auth/login'],
      ['GET', '/_commerce/auth/sign/test-key?identity=x'],
    ] as const) {
      const res = await SELF.fetch(`http://shop.test${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ username: 'a@example.com' }) } : {}),
      });
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
  });

  it('stores PBKDF2 with 100 000 iterations, never the digest', async () => {
    const { username, password } = await registered();
    const stored = await storedHash(username);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[\w+/=]+\$[\w+/=]+$/);
    expect(stored).not.toContain(await digestOf(password));
  });

  it('refuses a wrong password or an unknown user (401 INVALID_CREDENTIALS)', async () => {
    const { username } = await registered();
    for (const input of [
      { username, password: 'hemligt123' },
      { username: newEmail(), password: 'Hemligt123' },
    ]) {
      const res = await credentials('login', input);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'INVALID_CREDENTIALS' });
      expect(res.headers.get(REFRESH_HEADER)).toBeNull();
    }
    const change = await credentials('password', {
      username,
      password: 'wrong',
      newPassword: 'Nytt123',
    });
    expect(change.status).toBe(401);
  });

  it('answers 409 ALREADY_EXISTS for an address that has an account, whatever its case', async () => {
    const { username } = await registered();
    const res = await credentials('register', { username: username.toUpperCase(), password: 'x' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'ALREADY_EXISTS' });
  });

  it('answers 400 to malformed bodies, 413 over 16 KiB, 415 to another media type', async () => {
    const username = newEmail();
    const signature = await signed(await challenge('login', username));
    const digest = await digestOf('Hemligt123');
    for (const body of [
      {},
      { username: 'not an address' },
      { username, signature, password: 'Hemligt123' },
      { username, signature: 'x', password: digest },
      { username, signature, password: digest, sessionLifetime: 0 },
    ]) {
      const res = await postJson('login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noNew = await postJson('password', { username, signature, password: digest });
    expect(noNew.status).toBe(400);
    const big = await postJson('login', { username, padding: 'x'.repeat(16 * 1024) });
    expect(big.status).toBe(413);
    const text = await embeddedFetch('/_commerce/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username }),
    });
    expect(text.status).toBe(415);
  });
});
