import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  createCommerceBackend,
  publicSecretsRefusal,
  secretsProblem,
  storefrontOriginProblem,
} from './backend';
import { benchFloor, benchQuoteFloor } from './bench/floor';
import { bffGraphql } from './bff/graphql';
import { postReview } from './bff/reviews';
import { stockWatch } from './bff/stock-watch';
import { cartAdd } from './bff/cart-add';
import { favoriteForm } from './bff/favorite';
import { FAVORITE_PATH } from '../shared/favorite-form';
import { noScriptMark } from './bff/no-script';
import { NO_SCRIPT_PATH } from '../shared/cookies';
import { CART_ADD_PATH } from '../shared/cart-add';
import { productViewed } from './bff/viewed';
import { searchSuggest } from './bff/suggest';
import type { WorkerEnv } from './context';
import { isEmbedded, readConfig, type Bindings, type Config } from './env';
import { requestId } from './edge/request-id';
import { sameOrigin } from './edge/same-origin';
import { securityHeaders } from './edge/security-headers';
import { shop } from './edge/shop';
import { renderError } from './chrome/error-page';
import { customerType } from './bff/customer-type';
import { marketChange } from './bff/market';
import { checkoutForm } from './bff/checkout-form';
import { checkoutQuote } from './bff/checkout-quote';
import { renderCheckout } from './screens/checkout/checkout';
import { loadCheckout } from './screens/checkout/load';
import { pages } from './screens/pages';
import { startLikelyReads } from './screens/likely-reads';
import { accountEntry, confirmAccountLogin } from './screens/account/account';
import { confirmationEntry } from './screens/checkout/confirmation';
import { renderCompany } from './screens/account/company';
import { renderSettings } from './screens/account/settings';
import { isCompanyPath } from '../shared/account-paths';
import { accountSettingsForm } from './bff/account-settings';
import { companyApplicationForm } from './bff/account-company';
import { robots, sitemapIndex, sitemapPart } from './screens/seo/seo';
import { log } from './log';
import { newsletter } from './bff/newsletter';
import { consentForm } from './bff/consent';
import {
  authLogin,
  authLogout,
  authPassword,
  authRefresh,
  authRegister,
  authResetCommit,
  authResetRequest,
} from './bff/auth';
import { customerSessionOf } from './identity/customer-session';
import { announceStock } from './live/stock';
import { announcePayment } from './live/payment';
import { liveUpgrade } from './bff/live';

const ACCOUNT_PATHS = [
  '/:locale/:area{mina-sidor|my-account}/:page',
  '/:market/:locale/:area{mina-sidor|my-account}/:page',
];

/**
 * The Worker's bindings for the embedded backend, with the hooks by which its orders' stock and
 * payments go live.
 */
const backendEnv = (env: Bindings) => ({
  ...env,
  onStockChanged: (products: Parameters<typeof announceStock>[1]) => announceStock(env, products),
  onPaymentSettled: (publicId: string, state: 'paid' | 'failed') =>
    announcePayment(env, publicId, state),
});

/**
 * The configuration, validated once per bindings object: workerd hands every request of an isolate the
 * same `env`, so zod runs once, not per request (tests that override a variable pass a new object).
 * The parsed value is frozen and shared; nothing of a visitor is in it. The embedded backend's secrets
 * and the origin its mails link to are checked here too, so that a deployment without them answers
 * nothing (README decisions 188 and 192); a refused configuration is not kept: each request fails
 * anew, naming it. Whether the secrets are `.dev.vars`' public ones is kept with it, with the refusal
 * each request runs only then, on its own URL (decision 221): a deployment with its own secrets pays
 * nothing more per request.
 */
interface Checked {
  config: Config;
  refusePublicSecrets: ((requestUrl: string) => string | null) | null;
}
const configs = new WeakMap<Bindings, Checked>();
async function configOf(env: Bindings): Promise<Checked> {
  const known = configs.get(env);
  if (known) return known;
  const config = Object.freeze(readConfig(env));
  let refusePublicSecrets: Checked['refusePublicSecrets'] = null;
  if (isEmbedded(config)) {
    const problems = [secretsProblem(env), storefrontOriginProblem(env)].filter(Boolean);
    if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
    refusePublicSecrets = await publicSecretsRefusal(env);
  }
  const checked = Object.freeze({ config, refusePublicSecrets });
  configs.set(env, checked);
  return checked;
}

export function createApp() {
  const app = new Hono<WorkerEnv>();
  // The one place that mounts the embedded commerce backend: GraphQL in-process, images public.
  const backend = createCommerceBackend();

  app.use('*', requestId);
  app.use('*', async function configuration(c, next) {
    const { config, refusePublicSecrets } = await configOf(c.env);
    const refused = refusePublicSecrets?.(c.req.url);
    if (refused) throw new Error(`Invalid configuration: ${refused}`);
    c.set('config', config);
    c.set('upstream', { upstreamCalls: [], cacheLookups: [], reads: [] });
    c.set('customerSession', customerSessionOf);
    c.set('likelyReads', startLikelyReads);
    c.set(
      'upstreamFetch',
      isEmbedded(config)
        ? async (input, init) => {
            // In-process: the backend's GraphQL has no public route (only its images do).
            const request = new Request(input, init);
            const url = new URL(request.url);
            url.pathname = url.pathname.replace(/^\/_commerce(?=\/)/, '');
            return backend.fetch(new Request(url, request), backendEnv(c.env), c.executionCtx);
          }
        : (input, init) => fetch(input, init),
    );
    await next();
  });
  app.use('*', securityHeaders);

  // Public: images, and the payment sandbox's hosted pages (GET, and POST to themselves).
  const toBackend = (c: Context<WorkerEnv>, pathname: string) => {
    const url = new URL(c.req.url);
    url.pathname = pathname;
    return backend.fetch(new Request(url, c.req.raw), backendEnv(c.env), c.executionCtx);
  };
  app.on(['GET', 'POST'], '/_commerce/:service{product|pagewidget|pay}/*', (c) => {
    if (!isEmbedded(c.get('config'))) return c.notFound();
    if (c.req.method === 'POST' && c.req.param('service') !== 'pay') return c.notFound();
    return toBackend(c, new URL(c.req.url).pathname.slice('/_commerce'.length));
  });
  app.post('/graphql', sameOrigin, bffGraphql);
  app.on(['GET', 'PUT', 'DELETE', 'PATCH'], '/graphql', (c) =>
    c.json(
      { errors: [{ message: 'Only JSON POST is accepted', code: 'METHOD_NOT_ALLOWED' }] },
      405,
    ),
  );
  app.post(CART_ADD_PATH, sameOrigin, cartAdd);
  app.post(FAVORITE_PATH, sameOrigin, favoriteForm);
  app.get('/search/suggest', searchSuggest);
  app.post('/stock-watch', sameOrigin, stockWatch);
  app.post('/reviews', sameOrigin, postReview);
  app.post('/customer-type', sameOrigin, customerType);
  app.post('/market', sameOrigin, marketChange);
  app.post('/checkout/quote', sameOrigin, checkoutQuote);
  app.post('/newsletter', sameOrigin, newsletter);
  app.post('/consent', sameOrigin, consentForm);
  app.post('/viewed', sameOrigin, productViewed);
  app.post('/auth/login', sameOrigin, authLogin);
  app.post('/auth/register', sameOrigin, authRegister);
  app.post('/auth/logout', sameOrigin, authLogout);
  app.post('/auth/refresh', sameOrigin, authRefresh);
  app.post('/auth/password', sameOrigin, authPassword);
  app.post('/auth/reset-request', sameOrigin, authResetRequest);
  app.post('/auth/reset-commit', sameOrigin, authResetCommit);
  app.get('/live', liveUpgrade);
  app.on(['GET', 'PUT'], '/_bench/floor', benchFloor);
  // The benchmark's remote commerce API: a second server answers the measured one's GraphQL over HTTP,
  // as the Merchant API would, so that the backend's CPU is not the storefront's (worker/bench/run.mjs).
  app.post('/_bench/commerce/graphql', (c) => {
    const config = c.get('config');
    return config.BENCH_ENDPOINTS && isEmbedded(config) ? toBackend(c, '/graphql') : c.notFound();
  });
  // Workers Assets answers /sw.js (dist/client/sw.js) before the Worker runs; without a client build it
  // is a plain 404 here, never a redirect to a language path.
  app.get('/sw.js', (c) => renderError(c, 404));
  app.get(NO_SCRIPT_PATH, noScriptMark);
  // Browsers ask for /favicon.ico where a page names no icon (the payment sandbox's pages, a PDF): the
  // shop's icon, not a language redirect to the 404 page.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.get('/robots.txt', robots);
  app.get('/sitemap.xml', sitemapIndex);
  app.get('/:file{sitemap-[a-z0-9-]+\\.xml}', sitemapPart);
  // The account (loginToken) and the company application, which is not in the route table.
  app.on(
    'GET',
    ['/:locale/account', '/:market/:locale/account'],
    shop,
    async (c) => (await accountEntry(c)) ?? (await pages(c)),
  );
  app.on(
    'POST',
    ['/:locale/account', '/:market/:locale/account'],
    sameOrigin,
    shop,
    confirmAccountLogin,
  );
  app.on('GET', ACCOUNT_PATHS, shop, (c) =>
    isCompanyPath(c.get('routeSegments'), c.get('shop').locale) ? renderCompany(c) : pages(c),
  );
  app.get(
    '*',
    shop,
    (c) =>
      benchQuoteFloor(c, () => loadCheckout(c.get('shop'), {}, true)) ??
      confirmationEntry(c) ??
      pages(c),
  );
  // The checkout form posts to its page's own path (market and language resolved as for the page).
  app.on(
    'POST',
    ['/:locale/:page{kassan|checkout}', '/:market/:locale/:page{kassan|checkout}'],
    sameOrigin,
    shop,
    checkoutForm(renderCheckout),
  );

  // The account's forms post to their pages' own paths, like the checkout's.
  const saveSettings = accountSettingsForm(renderSettings);
  const applyForCompany = companyApplicationForm(renderCompany);
  app.on('POST', ACCOUNT_PATHS, sameOrigin, shop, (c) =>
    isCompanyPath(c.get('routeSegments'), c.get('shop').locale)
      ? applyForCompany(c)
      : saveSettings(c),
  );

  app.notFound((c) => renderError(c, 404));
  app.onError((error, c) => {
    const status = error instanceof HTTPException ? error.status : 500;
    if (status >= 500)
      log('error', 'request failed', { requestId: c.get('requestId'), status, error });
    if (status === 403 || status === 405) return c.text(error.message, status);
    return renderError(c, status);
  });
  return app;
}
