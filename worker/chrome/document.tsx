import { AppContext } from '../../client/app-context';
import { PAGE_STATE_ID, type PageState } from '../../client/page-state';
import { CartStoreContext, type CartStore } from '../../client/stores/cart-store';
import { serializeForScript } from '../../shared/json';
import { LOCALES } from '../../shared/locales';
import type { Menu } from '../../shared/types';
import type { Shop } from '../context';
import { appEnvOf } from '../streaming/view-env';
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
    <html lang={shop.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        <meta name="theme-color" content={THEME_COLOR} />
        {page.robots ? <meta name="robots" content={page.robots} /> : null}
        <link rel="manifest" href="/manifest.webmanifest" />
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
        <AppContext.Provider value={appEnvOf(shop)}>
          <CartStoreContext.Provider value={cartStore}>
            <Layout shop={shop} page={page} mainMenu={mainMenu} footerMenu={footerMenu}>
              {page.body}
            </Layout>
          </CartStoreContext.Provider>
        </AppContext.Provider>
        <script
          type="application/json"
          id={PAGE_STATE_ID}
          dangerouslySetInnerHTML={{ __html: serializeForScript(state) }}
        />
      </body>
    </html>
  );
}
