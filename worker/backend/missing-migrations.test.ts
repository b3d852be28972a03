import {
  applyD1Migrations,
  createExecutionContext,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import type { Bindings } from '../env';
import worker from '../index';
import { errorsDuring } from '../testing/errors-during';
import { seedTestCatalogue } from '../testing/seed';
import { MIGRATIONS_MISSING } from './log';

const bindings = env as unknown as Bindings & {
  UNMIGRATED_DB: D1Database;
  TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
};

/**
 * The database of an operator who deployed the code of 0024 (orders.from_balance) without applying
 * it: every migration before it, and the catalogue. Later migrations are lacking too.
 */
const LACKING = '0024_order_balance.sql';

/** The confirmation page of an order that is not there (a well-formed id): its query names orders.from_balance. */
async function confirmation(path: string, db: D1Database) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://shop.test${path}`, {
      headers: { cookie: 'ralph-order=8d5e2f1a-3b4c-4d5e-8f70-1a2b3c4d5e6f' },
    }) as Parameters<typeof worker.fetch>[0],
    { ...bindings, DB: db },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { res, html: await res.text() };
}

beforeAll(async () => {
  expect(bindings.TEST_MIGRATIONS.map((m) => m.name)).toContain(LACKING);
  await applyD1Migrations(
    bindings.UNMIGRATED_DB,
    bindings.TEST_MIGRATIONS.filter((m) => m.name < LACKING),
  );
  await seedTestCatalogue(bindings.UNMIGRATED_DB);
});

describe('a database that lacks a migration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the operator once to apply the migrations; the shopper gets the error page in their language', async () => {
    // With every migration, the same page is the one for an order that is not there.
    expect((await confirmation('/en/checkout/confirmation', bindings.DB)).res.status).toBe(404);

    const first = await errorsDuring(() =>
      confirmation('/en/checkout/confirmation', bindings.UNMIGRATED_DB),
    );
    const en = createTranslator('en');
    expect(first.result.res.status).toBe(502);
    expect(first.result.html).toContain('<html lang="en"');
    expect(first.result.html).toContain(en('error.generic'));
    const told = first.lines.filter((line) => line.includes(MIGRATIONS_MISSING));
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!)).toMatchObject({
      level: 'error',
      msg: expect.stringContaining(
        'The database lacks migrations this code needs: apply them with `npx wrangler d1 migrations apply DB --remote`',
      ),
      error: expect.stringMatching(/no such column: from_balance/),
    });
    // The failure itself is logged as before.
    expect(first.lines.some((line) => line.includes('"msg":"resolver failed"'))).toBe(true);

    // Once per isolate: the next request fails alike, in Swedish, and says only its own failure.
    const second = await errorsDuring(() =>
      confirmation('/sv/kassan/bekraftelse', bindings.UNMIGRATED_DB),
    );
    expect(second.result.res.status).toBe(502);
    expect(second.result.html).toContain('<html lang="sv"');
    expect(second.result.html).toContain(createTranslator('sv')('error.generic'));
    expect(second.lines.some((line) => line.includes('"msg":"resolver failed"'))).toBe(true);
    expect(second.lines.some((line) => line.includes(MIGRATIONS_MISSING))).toBe(false);
  });
});
