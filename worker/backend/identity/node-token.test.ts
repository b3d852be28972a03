import { describe, expect, it } from 'vitest';
import { secretsOf } from '../request-context';
import { DEVELOPMENT_IDENTITY_SECRET, signTokenNode } from './node-token.mjs';
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

  it('use the backend’s development secret when none is configured', () => {
    expect(DEVELOPMENT_IDENTITY_SECRET).toBe(secretsOf({} as never).identity);
  });
});
