import { describe, expect, it } from 'vitest';
import {
  COMMIT_RESET_MUTATION,
  REQUEST_PASSWORD_RESET_MUTATION,
} from '../../../shared/graphql/account';
import { testCustomer } from '../../testing/customer';
import { backend } from '../../testing/graphql';
import { testDb } from '../checkout/test-carts';
import { verifyPassword } from '../identity/passwords';
import { secretsOf, type BackendBindings } from '../request-context';
import { env } from 'cloudflare:test';
import { sha256Hex } from './keys';
import { lastMail } from '../../testing/account';

// The digest of 'password' (research note 1.1).
const DIGEST = 'TqQX01rg0eGU8RzVE7Z+5QQKPN5X2TBUG63Os6jd4eqFxSYqUm7uzortWfdoS9vJ';
const pepper = secretsOf(env as unknown as BackendBindings).pepper;
// The requests go to http://shop.test: the link must not take their host.
const bindings = { STOREFRONT_ORIGIN: 'https://www.shop.example' };

async function requestKey(
  email: string,
  languageId = 'sv-SE',
  marketsInPath?: { marketId: string },
) {
  const r = await backend(
    REQUEST_PASSWORD_RESET_MUTATION,
    { email, languageId, ...marketsInPath },
    { bindings: marketsInPath ? { ...bindings, MARKETS_IN_PATH: 'true' } : bindings },
  );
  expect(r).toEqual({ data: { requestPasswordReset: true } });
  const mail = await lastMail(email.toLowerCase());
  const link = /(http\S+reset-password\?resetKey=(\S+))/.exec(mail!.body);
  return { mail: mail!, link: link![1]!, key: decodeURIComponent(link![2]!) };
}
const commit = (resetKey: string, password = DIGEST) =>
  backend(COMMIT_RESET_MUTATION, { resetKey, password }).then((r) => r.data?.commitReset);

describe('password reset', () => {
  it('answers true for an unknown or malformed address and mails nothing', async () => {
    for (const email of ['nobody@example.com', 'not an address']) {
      const r = await backend(REQUEST_PASSWORD_RESET_MUTATION, { email });
      expect(r).toEqual({ data: { requestPasswordReset: true } });
      expect(await lastMail(email)).toBeNull();
    }
  });

  it('mails a one-use link on the shop’s origin in its language; the key sets the password and ends the sessions', async () => {
    const c = await testCustomer();
    const db = testDb();
    await db
      .prepare('INSERT INTO refresh_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)')
      .bind(`reset-${c.id}`, c.id, Date.now() + 60_000)
      .run();
    const { mail, link, key } = await requestKey(c.email.toUpperCase());
    expect(mail.subject).toBe('Återställ ditt lösenord');
    expect(link).toBe(`https://www.shop.example/sv/account/reset-password?resetKey=${key}`);
    const stored = await db
      .prepare('SELECT key_hash, expires_at, used FROM password_resets WHERE customer_id = ?')
      .bind(c.id)
      .first<{ key_hash: string; expires_at: number; used: number }>();
    expect(stored!.key_hash).toBe(await sha256Hex(key));
    expect(stored!.key_hash).not.toContain(key);
    expect(stored!.expires_at - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    // A password in clear (not the client's digest) is refused and leaves the key usable.
    expect(await commit(key, 'password')).toBe(false);
    expect(await commit(key)).toBe(true);
    const row = await db
      .prepare('SELECT password_hash FROM customers WHERE id = ?')
      .bind(c.id)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword(pepper, DIGEST, row!.password_hash)).toBe(true);
    const revoked = await db
      .prepare('SELECT revoked FROM refresh_tokens WHERE customer_id = ?')
      .bind(c.id)
      .first<{ revoked: number }>();
    expect(revoked).toEqual({ revoked: 1 });
    expect(await commit(key, DIGEST.replace('T', 'U'))).toBe(false);
    expect(await commit('unknown-key-of-enough-length-000000')).toBe(false);
  });

  it('refuses an expired key and mails in English for en', async () => {
    const c = await testCustomer();
    const { mail, link, key } = await requestKey(c.email, 'en-US');
    expect(mail.subject).toBe('Reset your password');
    expect(link).toContain('/en/account/reset-password?resetKey=');
    await testDb()
      .prepare('UPDATE password_resets SET expires_at = ? WHERE key_hash = ?')
      .bind(Date.now() - 1, await sha256Hex(key))
      .run();
    expect(await commit(key)).toBe(false);
    const row = await testDb()
      .prepare('SELECT password_hash FROM customers WHERE id = ?')
      .bind(c.id)
      .first<{ password_hash: string | null }>();
    expect(row!.password_hash).toBeNull();
  });

  it('with markets in the path, the link names the market it was asked from', async () => {
    const c = await testCustomer();
    const { link, key } = await requestKey(c.email, 'en-US', { marketId: '2|fi' });
    expect(link).toBe(`https://www.shop.example/fi/en/account/reset-password?resetKey=${key}`);
  });

  it('asked again within five minutes: the same answer, no second mail, the first link still works', async () => {
    const c = await testCustomer();
    const { key } = await requestKey(c.email);
    const mails = () =>
      testDb()
        .prepare('SELECT count(*) AS n FROM outbox WHERE recipient = ?')
        .bind(c.email)
        .first<{ n: number }>();
    expect(await mails()).toEqual({ n: 1 });
    for (let i = 0; i < 3; i++)
      expect(await backend(REQUEST_PASSWORD_RESET_MUTATION, { email: c.email })).toEqual({
        data: { requestPasswordReset: true },
      });
    expect(await mails()).toEqual({ n: 1 });
    expect(await commit(key)).toBe(true);
  });

  it('two commits of one key in parallel: one sets the password', async () => {
    const c = await testCustomer();
    const { key } = await requestKey(c.email);
    const answers = await Promise.all([commit(key), commit(key, 'other'), commit(key, 'third')]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
