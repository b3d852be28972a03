import { Hono } from 'hono';
import { INTERNAL_ERROR } from './errors';
import { execute, type GraphQLRequest } from './graphql';
import { readJsonBody } from './json-body';
import { LIMITS } from './limits';
import { logError } from './log';
import { CMS_IMAGE_SVG } from './cms-image';
import { identityService } from './identity/routes';
import { productImage } from './images';
import { paymentPages } from './payments/pages';
import { backendContext, type BackendBindings } from './request-context';

export type { BackendBindings } from './request-context';
export { publicSecretsRefusal, secretsProblem } from './secrets';
export { storefrontOriginProblem } from './storefront-origin';

/**
 * The embedded commerce backend: the Merchant API subset over D1, and the image service.
 * Mounted under /_commerce/ and reached by the storefront only through fetch, like a remote API.
 */
export function createCommerceBackend() {
  const app = new Hono<{ Bindings: BackendBindings }>();
  app.post('/graphql', async (c) => {
    if (c.env.COMMERCE_API_KEY && c.req.header('x-apikey') !== c.env.COMMERCE_API_KEY)
      return c.json({ errors: [{ message: 'Invalid API key' }] }, 401);
    const body = await readJsonBody(c.req.raw, LIMITS.bodyBytes);
    if (!body.ok)
      return c.json(
        { errors: [{ message: body.message, extensions: { code: body.code } }] },
        body.status,
      );
    const request = graphqlRequest(body.value);
    if (!request)
      return c.json(
        {
          errors: [
            {
              message: 'A JSON body with a query is required',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        },
        400,
      );
    const result = await execute(request, backendContext(c), {
      introspection: ['true', '1'].includes(c.env.BACKEND_INTROSPECTION ?? ''),
    });
    // A refused bearer is an HTTP 401, as the Merchant API answers: the storefront refreshes and retries.
    const refused = result.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    return c.json(result, refused ? 401 : 200);
  });
  app.route('/auth', identityService());
  app.route('/pay', paymentPages());
  app.get('/product/:size/:file', (c) => productImage(c.env.DB, c.req.param('file')));
  // CMS images (widget Image): the demo has one drawing for every file name.
  app.get(
    '/pagewidget/:size/:file',
    () =>
      new Response(CMS_IMAGE_SVG, {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      }),
  );
  app.onError((error, c) => {
    logError('backend request failed', error, { path: new URL(c.req.url).pathname });
    return c.json({ errors: [INTERNAL_ERROR] }, 500);
  });
  return app;
}

function graphqlRequest(body: unknown): GraphQLRequest | null {
  if (!body || typeof body !== 'object') return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  return {
    query,
    variables:
      variables && typeof variables === 'object' && !Array.isArray(variables)
        ? (variables as Record<string, unknown>)
        : null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}
