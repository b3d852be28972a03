import { z } from 'zod';
import { apiError } from '../errors';
import { scopeOf, type BackendContext, type ScopeArgs } from '../scope';

const SUBSCRIPTION = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  tags: z.array(z.string().trim().max(50).nullable()).max(10).nullish(),
});

export const newsletterResolvers = {
  /** Idempotent: an address already subscribed answers true again and keeps its first subscription. */
  async subscribeToNewsletter(
    args: ScopeArgs & { email: string; tags?: (string | null)[] | null },
    ctx: BackendContext,
  ) {
    const input = SUBSCRIPTION.safeParse(args);
    if (!input.success)
      throw apiError('A valid e-mail address is required', 'BAD_USER_INPUT', { field: 'email' });
    const tags = (input.data.tags ?? []).filter((t): t is string => !!t);
    await ctx.db
      .prepare(
        `INSERT INTO newsletter_subscribers (email, tags, language, created_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (email) DO NOTHING`,
      )
      .bind(input.data.email, JSON.stringify(tags), scopeOf(args).lang, new Date().toISOString())
      .run();
    return true;
  },
};
