import { describe, expect, it } from 'vitest';
import { embeddedFetch } from '../../testing/graphql';
import {
  challenge,
  db,
  digestOf,
  newEmail,
  postJson,
  registered,
  signed,
} from '../../testing/identity';

const credentialsWith = async (username: string, signature: unknown, password = 'Hemligt123') =>
  postJson('login', { username, signature, password: await digestOf(password) });

describe('login challenges', () => {
  it('are random (at least 128 bits), different every time, and each one logs in once', async () => {
    const { username } = await registered();
    const first = await challenge('login', username);
    const second = await challenge('login', username);
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(second).not.toBe(first);
    const signature = await signed(first);
    expect((await credentialsWith(username, signature)).status).toBe(200);
    const again = await credentialsWith(username, signature);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'INVALID_CHALLENGE' });
  });

  it('expire after a minute', async () => {
    const { username } = await registered();
    const sign = await challenge('login', username);
    const signature = await signed(sign);
    await db()
      .prepare('UPDATE auth_challenges SET expires_at = ? WHERE sign = ?')
      .bind(Date.now() - 1, sign)
      .run();
    expect((await credentialsWith(username, signature)).status).toBe(401);
  });

  it('belong to the username they were issued for', async () => {
    const { username } = await registered();
    const signature = await signed(await challenge('login', newEmail()));
    const res = await credentialsWith(username, signature);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'INVALID_CHALLENGE' });
  });

  it('refuse a signature that is not ours, or a changed timestamp', async () => {
    const { username } = await registered();
    const signature = await signed(await challenge('login', username));
    const forged = { ...signature, signature: btoa('x'.repeat(32)) };
    expect((await credentialsWith(username, forged)).status).toBe(401);
    const moved = { ...signature, timestamp: new Date(Date.now() + 60_000).toISOString() };
    expect((await credentialsWith(username, moved)).status).toBe(401);
    // The refusals did not use the challenge up.
    expect((await credentialsWith(username, signature)).status).toBe(200);
  });
});

describe('the sign endpoint', () => {
  it('refuses another API key, and signs only challenges', async () => {
    const sign = await challenge('login', newEmail());
    const wrongKey = await embeddedFetch(`/_commerce/auth/sign/other-key?identity=${sign}`);
    expect(wrongKey.status).toBe(401);
    const noKey = await embeddedFetch(`/_commerce/auth/sign/?identity=${sign}`);
    expect(noKey.status).toBe(401);
    const notAChallenge = await embeddedFetch('/_commerce/auth/sign/test-key?identity=eyJhbGci.x');
    expect(notAChallenge.status).toBe(400);
  });

  it('answers {identity, signature, timestamp}; without a configured key the key segment may be empty', async () => {
    const sign = await challenge('login', newEmail());
    for (const path of [`/sign/?identity=${sign}`, `/sign/anything?identity=${sign}`]) {
      const res = await embeddedFetch(`/_commerce/auth${path}`, {}, { COMMERCE_API_KEY: '' });
      expect(res.status, path).toBe(200);
      const body = (await res.json()) as Record<string, string>;
      expect(body.identity).toBe(sign);
      expect(Date.parse(body.timestamp!)).toBeGreaterThan(Date.now() - 5_000);
      expect(atob(body.signature!)).toHaveLength(32);
    }
  });
});
