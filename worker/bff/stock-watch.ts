import type { Context } from 'hono';
import { z } from 'zod';
import { EmailAddress } from '../../shared/email';
import { LANGUAGE_ID } from '../../shared/locales';
import { commerceFor } from '../edge/commerce-for';
import { CommerceError } from '../commerce/errors';
import type { WorkerEnv } from '../context';
import { BrowserScope, translatorForBody } from './browser-request';

const Body = BrowserScope.extend({
  email: EmailAddress,
  skuId: z.number().int().positive(),
});

/**
 * POST /stock-watch {email, skuId, locale, market}: 'notify me' (monitorProductAvailability). JSON only,
 * same origin (checked before); errors come back in the shopper's language.
 */
export async function stockWatch(c: Context<WorkerEnv>): Promise<Response> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
    return c.json(
      { errors: [{ message: 'Expected application/json', code: 'UNSUPPORTED_MEDIA_TYPE' }] },
      415,
    );
  const raw: unknown = await c.req.json().catch(() => null);
  const t = translatorForBody(raw);
  const parsed = Body.safeParse(raw);
  if (!parsed.success) {
    const badEmail = parsed.error.issues.some((i) => i.path[0] === 'email');
    return c.json(
      {
        errors: [
          {
            message: t(badEmail ? 'notify.invalidEmail' : 'notify.failed'),
            code: badEmail ? 'INVALID_EMAIL' : 'BAD_REQUEST',
          },
        ],
      },
      400,
    );
  }
  const { email, skuId, locale, market } = parsed.data;
  const { client } = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType: 'PERSON',
  });
  try {
    await client.mutate('monitorProductAvailability', { email, skuId });
    c.header('cache-control', 'no-store');
    return c.json({ data: { ok: true } });
  } catch (error) {
    const invalid = error instanceof CommerceError && error.code === 'INVALID_EMAIL';
    if (!invalid)
      console.error(
        JSON.stringify({
          level: 'error',
          requestId: c.get('requestId'),
          msg: 'stock watch failed',
          error: String(error),
        }),
      );
    return c.json(
      {
        errors: [
          {
            message: t(invalid ? 'notify.invalidEmail' : 'notify.failed'),
            code: invalid ? 'INVALID_EMAIL' : 'UPSTREAM',
          },
        ],
      },
      invalid ? 400 : 502,
    );
  }
}
