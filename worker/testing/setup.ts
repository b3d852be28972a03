// Runs inside workerd before each test file: migrations, then a small deterministic catalogue.
import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { seedTestCatalogue } from './seed';

beforeAll(async () => {
  const bindings = env as unknown as {
    DB: D1Database;
    TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
  };
  await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
  await seedTestCatalogue(bindings.DB);
});
