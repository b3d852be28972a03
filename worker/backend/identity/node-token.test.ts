import { describe, expect, it } from 'vitest';
import { secretsOf } from '../request-context';
import { signTokenNode } from './node-token.mjs';
import { signToken, verifyToken } from './token';

const claims = {
  sid: '12',
  name: 'åsa@example.com',
  customerType: 'ORGANIZATION' as const,
  memberType: 'company',
  memberId: '3',
};
const now = Date.parse('2026-11-23T12:00:00Z');

describe('the operator tools’ tokens (node:crypto)', () => {
  it('are the tokens token.ts signs, and verify until they expire', async () => {
    const token = signTokenNode('secret', claims, 3600, now);
    expect(token).toBe(await signToken('secret', claims, 3600, now));
    expect(await verifyToken('secret', token, now + 3_599_000)).toMatchObject(claims);
    expect(await verifyToken('secret', token, now + 3_600_000)).toBeNull();
    expect(await verifyToken('other', token, now)).toBeNull();
  });
});

describe('the embedded backend’s secrets', () => {
  const set = {
    IDENTITY_SECRET: 'i'.repeat(16),
    PASSWORD_PEPPER: 'p'.repeat(16),
    PAYMENT_CALLBACK_SECRET: 'c'.repeat(16),
  };

  it('come from the configuration only: none missing, none short, no public fallback', () => {
    expect(secretsOf(set as never)).toEqual({
      identity: set.IDENTITY_SECRET,
      pepper: set.PASSWORD_PEPPER,
      paymentCallback: set.PAYMENT_CALLBACK_SECRET,
    });
    expect(() => secretsOf({} as never)).toThrow(
      'Invalid configuration: IDENTITY_SECRET, PASSWORD_PEPPER, PAYMENT_CALLBACK_SECRET must be set',
    );
    expect(() => secretsOf({ ...set, PASSWORD_PEPPER: 'short' } as never)).toThrow(
      /^Invalid configuration: PASSWORD_PEPPER must be set/,
    );
  });
});
