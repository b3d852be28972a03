import { takeOf } from '../args';
import { apiError } from '../errors';
import { LIMITS } from '../limits';
import { requireCustomer } from '../identity/customer';
import type { BackendContext, Scope } from '../scope';

/** Query.reviews: a product's accepted reviews, newest first, with the count and average of all accepted ones. */
export async function reviews(
  db: D1Database,
  _scope: Scope,
  args: { alias?: string | null; skip?: number | null; take?: number | null },
) {
  const take = takeOf(args.take, 5, LIMITS.reviewsTake);
  const product = await db
    .prepare('SELECT id FROM products WHERE alias = ?')
    .bind(args.alias ?? '')
    .first<{ id: number }>();
  if (!product) return { count: 0, averageRating: 0, reviews: [] };
  const skip = Math.min(Math.max(args.skip ?? 0, 0), 10_000);
  const [summary, page] = await db.batch([
    db
      .prepare(
        "SELECT count(*) AS n, coalesce(avg(rating), 0) AS avg FROM reviews WHERE product_id = ? AND status = 'accepted'",
      )
      .bind(product.id),
    db
      .prepare(
        "SELECT author, rating, comment, created_at FROM reviews WHERE product_id = ? AND status = 'accepted' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
      )
      .bind(product.id, take, skip),
  ]);
  const s = summary?.results[0] as { n: number; avg: number } | undefined;
  return {
    count: s?.n ?? 0,
    averageRating: Math.round((s?.avg ?? 0) * 10) / 10,
    reviews: (
      (page?.results ?? []) as {
        author: string;
        rating: number;
        comment: string;
        created_at: string;
      }[]
    ).map((r) => ({
      author: r.author,
      rating: r.rating,
      comment: r.comment,
      reviewDate: r.created_at,
    })),
  };
}

/**
 * Mutation.postProductReview: stores the review as pending; it is shown only once an operator accepts it
 * (`npm run reviews -- accept <id>`, worker/backend/tools/reviews.mjs). Only a logged-in customer may
 * review: a request without a valid bearer token is refused (UNAUTHENTICATED).
 */
export async function postProductReview(
  ctx: BackendContext,
  _scope: Scope,
  args: { alias: string; rating?: number | null; comment?: string | null; author: string },
) {
  await requireCustomer(ctx);
  const { db } = ctx;
  const product = await db
    .prepare('SELECT id FROM products WHERE alias = ?')
    .bind(args.alias)
    .first<{ id: number }>();
  if (!product) throw apiError('Product not found', 'PRODUCT_NOT_FOUND');
  const rating = Number(args.rating);
  const author = args.author.trim().slice(0, 80);
  const comment = (args.comment ?? '').trim().slice(0, 2000);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw apiError('A rating from 1 to 5 is required', 'INVALID_RATING');
  if (!author || !comment) throw apiError('Author and comment are required', 'INVALID_REVIEW');
  // A resend of the same review (a retry, a double click) is the same review, not a second one.
  await db
    .prepare(
      `INSERT INTO reviews (product_id, author, rating, comment, created_at, status) SELECT ?1, ?2, ?3, ?4, ?5, 'pending'
    WHERE NOT EXISTS (SELECT 1 FROM reviews WHERE product_id = ?1 AND author = ?2 AND rating = ?3 AND comment = ?4 AND status = 'pending')`,
    )
    .bind(product.id, author, rating, comment, new Date().toISOString())
    .run();
  return true;
}
