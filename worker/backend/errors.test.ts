import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../testing/graphql';

const db = (env as unknown as { DB: D1Database }).DB;
const WATCH = `mutation($email: String!, $skuId: Int!) { monitorProductAvailability(email: $email, skuId: $skuId, marketId: "se") }`;
// A real D1 failure for one address only, so tests running beside this one are not disturbed.
const FAILING = 'd1-fails@example.test';

describe('resolver errors', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.prepare('DROP TRIGGER IF EXISTS test_d1_failure').run();
  });

  it('masks a D1 error as INTERNAL and logs it as one JSON line; a coded API error passes', async () => {
    await db
      .prepare(
        `CREATE TRIGGER test_d1_failure BEFORE INSERT ON stock_watches WHEN NEW.email = '${FAILING}'
        BEGIN SELECT RAISE(ABORT, 'secret detail from D1'); END`,
      )
      .run();
    const sku = (await db.prepare('SELECT id FROM skus LIMIT 1').first<{ id: number }>())!;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await backend(WATCH, { email: FAILING, skuId: sku.id });
    expect(r.errors).toEqual([
      {
        message: 'Internal server error',
        extensions: { code: 'INTERNAL' },
        path: ['monitorProductAvailability'],
      },
    ]);
    expect(JSON.stringify(r)).not.toContain('secret detail');
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', path: ['monitorProductAvailability'] });
    expect(String(line.error)).toContain('secret detail from D1');
    const coded = await backend(WATCH, { email: 'not an address', skuId: sku.id });
    expect(coded.errors?.[0]).toMatchObject({
      message: 'Invalid e-mail address',
      extensions: { code: 'INVALID_EMAIL' },
    });
  });
});
