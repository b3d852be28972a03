import { describe, expect, it } from 'vitest';
import { signToken } from '../backend/identity/token';
import { refreshDue, refreshInMs, unverifiedClaims } from './token-timing';

const T0 = Date.parse('2026-11-23T12:00:00Z');
const claims = { sid: '1', name: 'anna@example.com', customerType: 'PERSON' as const };

describe('token refresh timing (fixed clock)', () => {
  it('is due from 90 % of a 900 s token, not before', async () => {
    const token = await signToken('s', claims, 900, T0);
    expect(refreshDue(token, T0)).toBe(false);
    expect(refreshDue(token, T0 + 809_999)).toBe(false);
    expect(refreshDue(token, T0 + 810_000)).toBe(true);
    expect(refreshDue(token, T0 + 2_000_000)).toBe(true);
    expect(refreshInMs(token, T0)).toBe(810_000);
    expect(refreshInMs(token, T0 + 800_000)).toBe(10_000);
    expect(refreshInMs(token, T0 + 900_000)).toBe(0);
  });

  it('scales with the life the service gives (an hour: after 54 minutes)', async () => {
    const token = await signToken('s', claims, 3600, T0);
    expect(refreshInMs(token, T0)).toBe(3_240_000);
  });

  it('reads claims without verifying, and knows nothing of opaque or broken tokens', async () => {
    const token = await signToken('s', claims, 900, T0);
    expect(unverifiedClaims(token)).toMatchObject({
      name: 'anna@example.com',
      exp: T0 / 1000 + 900,
    });
    for (const opaque of ['abc', 'a.b.c', 'a.e30.c'])
      expect([refreshDue(opaque, T0), refreshInMs(opaque, T0)]).toEqual([false, null]);
  });

  it('without iat: due 90 s before exp', () => {
    const payload = btoa(JSON.stringify({ exp: T0 / 1000 + 600 })).replace(/=+$/, '');
    const token = `h.${payload}.s`;
    expect(refreshDue(token, T0 + 509_000)).toBe(false);
    expect(refreshDue(token, T0 + 510_000)).toBe(true);
  });
});
