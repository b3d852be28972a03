import { Hono } from 'hono';
import { execute } from './graphql';
import { CMS_IMAGE_SVG } from './cms-image';
import { productImage } from './images';

export interface BackendBindings {
  DB: D1Database;
  COMMERCE_API_KEY?: string;
  CATALOGUE_TODAY?: string;
}

/**
 * The embedded commerce backend: the Merchant API subset over D1, and the image service.
 * Mounted under /_commerce/ and reached by the storefront only through fetch, like a remote API.
 */
export function createCommerceBackend() {
  const app = new Hono<{ Bindings: BackendBindings }>();
  app.post('/graphql', async (c) => {
    if (c.env.COMMERCE_API_KEY && c.req.header('x-apikey') !== c.env.COMMERCE_API_KEY)
      return c.json({ errors: [{ message: 'Invalid API key' }] }, 401);
    const body = (await c.req.json().catch(() => null)) as {
      query?: unknown;
      variables?: unknown;
      operationName?: unknown;
    } | null;
    if (!body || typeof body.query !== 'string')
      return c.json({ errors: [{ message: 'A JSON body with a query is required' }] }, 400);
    const variables =
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : null;
    const result = await execute(
      {
        query: body.query,
        variables,
        operationName: typeof body.operationName === 'string' ? body.operationName : null,
      },
      {
        db: c.env.DB,
        origin: new URL(c.req.url).origin,
        now: clock(c.env.CATALOGUE_TODAY),
        bearer: bearerOf(c.req.header('authorization')),
      },
    );
    return c.json(result);
  });
  app.get('/product/:size/:file', (c) => productImage(c.env.DB, c.req.param('file')));
  // CMS images (widget Image): the demo has one drawing for every file name.
  app.get(
    '/pagewidget/:size/:file',
    () =>
      new Response(CMS_IMAGE_SVG, {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      }),
  );
  return app;
}

const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1];

/** The real time, or a fixed day (CATALOGUE_TODAY, ISO date) so tests against a fixed seed stay stable. */
function clock(fixed: string | undefined): () => number {
  const pinned = fixed ? Date.parse(fixed) : NaN;
  return Number.isNaN(pinned) ? Date.now : () => pinned;
}
