import { pageTypeOf } from '../../client/analytics/page-type';
import { AppContext } from '../../client/app-context';
import {
  FeedbackRegions,
  OutdatedBrowserWarning,
  ViewportScript,
} from '../../client/feedback/page-feedback';
import { SERVER_VIEWPORT_CLASSES } from '../../client/feedback/viewport';
import { PAGE_STATE_ID, type PageState } from '../../client/page-state';
import { ICONS, manifestPath } from '../../client/sw/paths';
import { CartStoreContext, type CartStore } from '../../client/stores/cart-store';
import { NO_SCRIPT_COOKIE, NO_SCRIPT_PATH } from '../../shared/cookies';
import { serializeForScript } from '../../shared/json';
import { LOCALES } from '../../shared/locales';
import { prefixOf } from '../../shared/routes';
import type { Menu } from '../../shared/types';
import type { Shop } from '../context';
import { appEnvOf } from '../streaming/view-env';
import { BootstrapPreload } from '../streaming/whole-document';
import { ConsentBanner } from './consent-banner';
import { ConsentModeScript } from './consent-mode';
import { Layout } from './layout';
import { INLINE_CSS } from './stylesheet';
import type { Page } from '../streaming/page';

export const THEME_COLOR = '#333333';

/** The whole HTML document, rendered by React so that Suspense parts can stream into it. */
export function Document({
  shop,
  page,
  mainMenu,
  footerMenu,
  cartStore,
  state,
}: {
  shop: Shop;
  page: Page;
  mainMenu: Menu;
  footerMenu?: Promise<Menu | null>;
  cartStore: CartStore;
  state: PageState;
}) {
  const origin = shop.url.origin;
  return (
    // For the analytics events (client/analytics/): the market's currency and the page's type.
    <html
      lang={shop.locale}
      className={SERVER_VIEWPORT_CLASSES}
      data-currency={shop.market.currency}
      data-page-type={pageTypeOf(
        shop.url.pathname.slice(prefixOf(shop.link).length),
        shop.locale,
        page.status,
      )}
    >
      <head>
        <meta charSet="utf-8" />
        <ConsentModeScript consent={shop.consent} nonce={shop.nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ViewportScript nonce={shop.nonce} />
        <BootstrapPreload />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        <meta name="theme-color" content={THEME_COLOR} />
        {page.robots ? <meta name="robots" content={page.robots} /> : null}
        <link rel="manifest" href={manifestPath(shop.locale)} />
        <link rel="apple-touch-icon" href={ICONS.appleTouch} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="canonical" href={origin + page.canonical} />
        {LOCALES.map((l) =>
          page.alternates[l] ? (
            <link key={l} rel="alternate" hrefLang={l} href={origin + page.alternates[l]} />
          ) : null,
        )}
        {page.alternates.sv ? (
          <link rel="alternate" hrefLang="x-default" href={origin + page.alternates.sv} />
        ) : null}
        <style nonce={shop.nonce} dangerouslySetInnerHTML={{ __html: INLINE_CSS }} />
        {/* The channel's theme: allowlisted variables and value shapes only (shared/theme.ts). */}
        {shop.config.CHANNEL_THEME.css ? (
          <style
            nonce={shop.nonce}
            data-theme=""
            dangerouslySetInnerHTML={{ __html: shop.config.CHANNEL_THEME.css }}
          />
        ) : null}
        {page.preloadImage ? (
          <link rel="preload" as="image" href={page.preloadImage} fetchPriority="high" />
        ) : null}
        {(page.structuredData ?? []).map((data, i) => (
          <script
            key={i}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeForScript(data) }}
          />
        ))}
      </head>
      <body>
        <ConsentBanner
          shop={shop}
          privacy={page.noReferrer ? 'secret' : page.noStore ? 'personal' : 'public'}
        />
        <AppContext.Provider value={appEnvOf(shop)}>
          <CartStoreContext.Provider value={cartStore}>
            <OutdatedBrowserWarning nonce={shop.nonce} />
            <Layout shop={shop} page={page} mainMenu={mainMenu} footerMenu={footerMenu}>
              {page.body}
            </Layout>
            <FeedbackRegions />
          </CartStoreContext.Provider>
        </AppContext.Provider>
        <script
          type="application/json"
          id={PAGE_STATE_ID}
          dangerouslySetInnerHTML={{ __html: serializeForScript(state) }}
        />
        {shop.isBot ? null : shop.noScript ? (
          <ScriptsRunAfterAll shop={shop} />
        ) : (
          <noscript>
            <img src={NO_SCRIPT_PATH} alt="" width={1} height={1} hidden />
          </noscript>
        )}
        {shop.isPrefetch && page.viewedProductId ? (
          <ViewedOnShow shop={shop} productId={page.viewedProductId} />
        ) : null}
      </body>
    </html>
  );
}

/**
 * A prefetched product page is a view only once it is shown: a prefetched document runs its scripts
 * when the browser navigates to it (a prerendered one when it is activated), so this one says so then
 * (POST /viewed sets the cookie).
 */
function ViewedOnShow({ shop, productId }: { shop: Shop; productId: number }) {
  const body = { productId, locale: shop.locale, market: shop.market.alias };
  const send = `fetch('/viewed',{method:'POST',headers:{'content-type':'application/json'},body:${serializeForScript(JSON.stringify(body))}})`;
  // A prerendered page runs its scripts before it is shown: it waits for that.
  const call = `document.prerendering?document.addEventListener('prerenderingchange',()=>${send},{once:true}):${send}`;
  return <script nonce={shop.nonce} dangerouslySetInnerHTML={{ __html: call }} />;
}

/**
 * A page rendered for a browser said to run no scripts (ralph-no-script), which does run them: scripts
 * were turned on, or an extension showed the `<noscript>` image. It forgets the cookie, so the next
 * page streams again, and its hearts become the buttons the page script wires (not forms that post).
 */
function ScriptsRunAfterAll({ shop }: { shop: Shop }) {
  const secure = shop.url.protocol === 'https:' ? '; Secure' : '';
  const forget = `${NO_SCRIPT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  return (
    <script
      nonce={shop.nonce}
      dangerouslySetInnerHTML={{
        __html: `document.cookie=${JSON.stringify(forget)};document.querySelectorAll(".favorite-form button").forEach(function(b){b.type="button"})`,
      }}
    />
  );
}
