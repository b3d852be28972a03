import { generateCatalogue } from '../backend/seed/generate';
import { clearStatements, insertStatements } from '../backend/seed/sql';

/** Test catalogue: same generator as the demo, fewer products, a fixed day so numbers are stable. */
export const TEST_TODAY = new Date('2026-11-01T12:00:00Z');
export const TEST_PRODUCTS = 400;

export async function seedTestCatalogue(db: D1Database): Promise<void> {
  const present = await db.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
  if (present && present.n === TEST_PRODUCTS) return;
  const tables = generateCatalogue({ products: TEST_PRODUCTS, seed: 7, today: TEST_TODAY });
  const statements = [...clearStatements(tables), ...insertStatements(tables)];
  for (let i = 0; i < statements.length; i += 50)
    await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)));
}
