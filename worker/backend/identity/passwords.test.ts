import { describe, expect, it } from 'vitest';
import { digestOf } from '../../testing/identity';
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from './passwords';

describe('stored passwords', () => {
  it('take the digest the client sends (research 1.1 test vector)', async () => {
    expect(await digestOf('password')).toBe(
      'TqQX01rg0eGU8RzVE7Z+5QQKPN5X2TBUG63Os6jd4eqFxSYqUm7uzortWfdoS9vJ',
    );
  });

  it('are PBKDF2-SHA-256 with 100 000 iterations and a fresh 16-byte salt, never the digest', async () => {
    const digest = await digestOf('Hemligt123');
    const first = await hashPassword('pepper', digest);
    const second = await hashPassword('pepper', digest);
    const [scheme, iterations, salt, hash] = first.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(100_000);
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect(atob(salt!).length).toBe(16);
    expect(atob(hash!).length).toBe(32);
    expect(first).not.toContain(digest);
    expect(second).not.toBe(first);
  });

  it('verify the same digest with the same pepper, and nothing else', async () => {
    const digest = await digestOf('Hemligt123');
    const stored = await hashPassword('pepper', digest);
    expect(await verifyPassword('pepper', digest, stored)).toBe(true);
    expect(await verifyPassword('pepper', await digestOf('Hemligt124'), stored)).toBe(false);
    expect(await verifyPassword('other pepper', digest, stored)).toBe(false);
  });

  it('refuse a missing, malformed or over-long stored value', async () => {
    const digest = await digestOf('Hemligt123');
    const stored = await hashPassword('pepper', digest);
    const [, , salt, hash] = stored.split('$');
    for (const bad of [
      null,
      undefined,
      '',
      digest,
      `pbkdf2-sha256$200000$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha1$100000$${salt}$${hash}`,
      `pbkdf2-sha256$100000$${salt}$${hash}$x`,
      `pbkdf2-sha256$100000$${salt}$${hash!.slice(4)}`,
    ])
      expect(await verifyPassword('pepper', digest, bad), String(bad)).toBe(false);
  });
});
