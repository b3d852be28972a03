// The identity service's access token (token.ts) built with node:crypto, for operator tools that run
// under Node (npm run impersonate). node-token.test.ts checks that token.ts verifies what this signs.
import { createHmac } from 'node:crypto';

const base64url = (data) => Buffer.from(data).toString('base64url');

/** An HS256 JWT for `claims` (sid, name, customerType, memberType?, memberId?), valid `maxAgeSeconds`. */
export function signTokenNode(secret, claims, maxAgeSeconds, nowMs) {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ ...claims, iat, exp: iat + maxAgeSeconds, iatMs: nowMs }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
