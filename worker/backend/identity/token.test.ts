import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './token';

const claims = { sid: '7', name: 'anna@example.com', customerType: 'PERSON' as const };
const now = Date.parse('2026-11-23T12:00:00Z');

describe('identity tokens', () => {
  it('verifies its own token until it expires', async () => {
    const token = await signToken('secret', claims, 900, now);
    expect(await verifyToken('secret', token, now + 899_000)).toMatchObject({
      ...claims,
      iat: now / 1000,
      exp: now / 1000 + 900,
    });
    expect(await verifyToken('secret', token, now + 900_000)).toBeNull();
  });

  it('refuses another secret, a changed payload and garbage', async () => {
    const token = await signToken('secret', claims, 900, now);
    expect(await verifyToken('other', token, now)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = btoa(JSON.stringify({ ...claims, sid: '8', iat: 0, exp: 9e9 })).replace(
      /=+$/,
      '',
    );
    expect(await verifyToken('secret', `${h}.${forged}.${s}`, now)).toBeNull();
    expect(await verifyToken('secret', 'a.b.c', now)).toBeNull();
    expect(await verifyToken('secret', `${token}.x`, now)).toBeNull();
  });
});
