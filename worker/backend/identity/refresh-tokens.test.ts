import { describe, expect, it } from 'vitest';
import {
  credentials,
  db,
  logout,
  refresh,
  registered,
  type CredentialsInput,
} from '../../testing/identity';
import { sha256Hex } from './encoding';
import { REFRESH_HEADER } from './session-answer';

const successorOf = (res: Response) => res.headers.get(REFRESH_HEADER)!;

const row = async (token: string) =>
  db()
    .prepare('SELECT expires_at, rotated_at, revoked FROM refresh_tokens WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .first<{ expires_at: number; rotated_at: number | null; revoked: number }>();

/** Moves a rotation back in time, past the grace period. */
const rotatedAgo = async (token: string, ms: number) =>
  db()
    .prepare('UPDATE refresh_tokens SET rotated_at = rotated_at - ? WHERE token_hash = ?')
    .bind(ms, await sha256Hex(token))
    .run();

const login = async (input: CredentialsInput) => successorOf(await credentials('login', input));

describe('refresh tokens', () => {
  it('are stored as SHA-256 hashes and live 7 days, or sessionLifetime minutes (sliding)', async () => {
    const { refresh: remembered, username, password } = await registered();
    const stored = await row(remembered);
    expect(stored).not.toBeNull();
    const week = stored!.expires_at - Date.now();
    expect(week).toBeGreaterThan(7 * 86_400_000 - 10_000);
    expect(week).toBeLessThanOrEqual(7 * 86_400_000);
    const session = await login({ username, password, sessionLifetime: 30 });
    expect((await row(session))!.expires_at - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const next = successorOf(await refresh(session));
    const slid = (await row(next))!.expires_at - Date.now();
    expect(slid).toBeGreaterThan(30 * 60_000 - 10_000);
    expect(slid).toBeLessThanOrEqual(30 * 60_000);
    const tokens = await db()
      .prepare('SELECT group_concat(token_hash) AS all_hashes FROM refresh_tokens')
      .first<string>('all_hashes');
    expect(tokens).not.toContain(session);
    expect(tokens).not.toContain(next);
  });

  it('rotate: two parallel refreshes with one token both succeed and get the same successor', async () => {
    const { refresh: token } = await registered();
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(successorOf(a)).toBe(successorOf(b));
    expect(successorOf(a)).not.toBe(token);
    const tokens = await Promise.all([a.json(), b.json()]);
    expect(tokens.every((t) => typeof (t as { token: string }).token === 'string')).toBe(true);
    expect((await refresh(successorOf(a))).status).toBe(200);
  });

  it('refuse a rotated token after the grace period, and revoke what was issued from it', async () => {
    const { refresh: token } = await registered();
    const first = successorOf(await refresh(token));
    const second = successorOf(await refresh(first));
    await rotatedAgo(token, 61_000);
    expect((await refresh(token)).status).toBe(401);
    expect((await row(first))!.revoked).toBe(1);
    expect((await row(second))!.revoked).toBe(1);
    expect((await refresh(second)).status).toBe(401);
  });

  it('refuse unknown, malformed, expired and missing tokens', async () => {
    const { refresh: token } = await registered();
    await db()
      .prepare('UPDATE refresh_tokens SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(token))
      .run();
    for (const t of [token, 'A'.repeat(43), 'short', ''])
      expect((await refresh(t)).status, t).toBe(401);
  });

  it('logout revokes the token and its successor, and answers 200 whatever it gets', async () => {
    const { refresh: token } = await registered();
    const successor = successorOf(await refresh(token));
    expect((await logout(token)).status).toBe(200);
    expect((await refresh(token)).status).toBe(401);
    expect((await refresh(successor)).status).toBe(401);
    expect((await logout('nonsense')).status).toBe(200);
  });

  it('logout with the newest token also stops the one before it, even within the grace period', async () => {
    const { refresh: token } = await registered();
    const successor = successorOf(await refresh(token));
    expect((await logout(successor)).status).toBe(200);
    expect((await refresh(token)).status).toBe(401);
  });

  it('a password change ends every other session of the customer', async () => {
    const { refresh: other, username, password } = await registered();
    const res = await credentials('password', { username, password, newPassword: 'Ny-123456' });
    expect(res.status).toBe(200);
    expect((await refresh(other)).status).toBe(401);
    expect((await refresh(successorOf(res))).status).toBe(200);
  });
});
