import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { testCustomer } from '../../testing/customer';
import { backend } from '../../testing/graphql';

const db = (env as unknown as { DB: D1Database }).DB;
const POST = `mutation($alias: String!) { postProductReview(alias: $alias, rating: 5, comment: "Fin", author: "Utan inloggning") }`;

describe('postProductReview', () => {
  it('refuses a request without a valid bearer token with UNAUTHENTICATED and stores nothing; a customer may review', async () => {
    const { alias } = (await db.prepare('SELECT alias FROM products LIMIT 1').first<{
      alias: string;
    }>())!;
    const r = await backend(POST, { alias });
    expect(r.data?.postProductReview ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stored = await db
      .prepare("SELECT count(*) AS n FROM reviews WHERE author = 'Utan inloggning'")
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
    const forged = await backend(
      POST,
      { alias },
      { headers: { authorization: 'Bearer customer-token' } },
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { token } = await testCustomer();
    const withToken = await backend(
      POST,
      { alias },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(withToken.data?.postProductReview).toBe(true);
    await db.prepare("DELETE FROM reviews WHERE author = 'Utan inloggning'").run();
  });
});
