import { describe, expect, it } from 'vitest';
import { location, request } from './testing/app';

// Workers Assets serves dist/client/sw.js before the Worker runs (client/e2e/offline.spec.ts tests that
// answer: 200, JavaScript, no-cache); the Worker itself must never send /sw.js to a language path.
describe('/sw.js in the Worker', () => {
  it('is a 404, not a redirect, in both URL modes', async () => {
    for (const vars of [{}, { MARKETS_IN_PATH: 'true' }]) {
      const res = await request('/sw.js', {}, vars);
      expect(location(res)).toBeUndefined();
      expect(res.status).toBe(404);
    }
  });
});
