import type { ReactNode } from 'react';
import { wayBack } from './way-back';
import { SearchBox } from '../../client/islands/search-box';
import { href, localise } from '../../shared/routes';
import type { Menu } from '../../shared/types';
import type { Shop } from '../context';
import { freeShippingText } from './free-shipping';
import { CachedHtml } from '../streaming/cached-html';
import { Deferred } from '../streaming/deferred';
import { ConsentSettingsLink } from './consent-banner';
import {
  AccountControl,
  AccountNotice,
  CartNoticeLine,
  AccountPanelFromQuery,
  coveredByPanel,
} from './account-control';
import { FavoritesLink } from './favorites-link';
import { MINI_CART } from './cart-parts';
import { Island } from '../../client/islands/island';
import { MarketNotice, MarketSelector } from './market-selector';
import { MainMenu } from './main-menu';
import { NewsletterForm } from './newsletter-form';
import type { Page } from '../streaming/page';

/**
 * The header's search box (an island; its markup is reused per market and view, see CachedHtml, except
 * on a search's page, where it holds the search).
 */
export function SearchBoxIsland({ market, query }: { market: string; query?: string }) {
  return (
    <Island
      name="search-box"
      component={SearchBox}
      props={query ? { market, query } : { market }}
    />
  );
}

/**
 * Inside the header (a banner landmark), not before it: the cookie banner comes first in the body and
 * its "read more" link precedes this one, so axe would not count it a skip link outside a landmark.
 */
function SkipLink({ t }: { t: Shop['t'] }) {
  return (
    <a className="skip-link" href="#main">
      {t('shop.skipToContent')}
    </a>
  );
}

function Logo({ t, link }: { t: Shop['t']; link: Shop['link'] }) {
  return (
    <a
      className="logo"
      href={href(link, 'home')}
      aria-label={`${t('shop.name')} – ${t('shop.home')}`}
    >
      Ralph
    </a>
  );
}

/** The undistracted layout (checkout): the top bar with the logo and the way back, nothing to wander off to. */
function Undistracted({ shop, page, children }: { shop: Shop; page: Page; children: ReactNode }) {
  const { t, link } = shop;
  const covered = coveredByPanel(shop);
  return (
    <>
      <header className="site-header undistracted" {...covered}>
        <SkipLink t={t} />
        <div className="header-row">
          <Logo t={t} link={link} />
          <a className="back-link" href={href(link, 'home')}>
            {t('checkout.back')}
          </a>
        </div>
        <CartNoticeLine shop={shop} cart={page.cartNotice} />
      </header>
      <main id="main" tabIndex={-1} {...covered}>
        {children}
      </main>
      <AccountPanelFromQuery shop={shop} />
    </>
  );
}

/**
 * The same page in the other language, when there is one, with the shopper's filters, sort and page
 * (the query, less what was said once): the alternates name the canonical page, for search engines.
 */
function LanguageSwitch({ shop, page }: { shop: Shop; page: Page }) {
  const other = shop.locale === 'sv' ? 'en' : 'sv';
  const alternate = page.alternates[other];
  const query = shop.url.search && new URL(wayBack(shop.url), shop.url).search;
  const otherUrl = alternate && query ? alternate.split('?')[0] + query : alternate;
  return otherUrl ? (
    <a href={otherUrl} hrefLang={other} lang={other} className="language-switch">
      {shop.t('language.switchTo')}
    </a>
  ) : null;
}

/** The header's tools: the market, the other language, and what a layout puts before them. */
function HeaderTools({ shop, page, children }: { shop: Shop; page: Page; children?: ReactNode }) {
  return (
    <div className="header-tools">
      {children}
      <MarketSelector shop={shop} />
      <LanguageSwitch shop={shop} page={page} />
    </div>
  );
}

/** What the header tells after a login, a logout or a market change. */
function HeaderNotices({ shop, page }: { shop: Shop; page: Page }) {
  return (
    <>
      <AccountNotice shop={shop} cart={page.cartNotice} />
      <MarketNotice shop={shop} />
    </>
  );
}

/** Private person or organisation (prices with or without VAT): a form, so it works without JavaScript. */
function CustomerTypeSwitch({ shop }: { shop: Shop }) {
  const { t } = shop;
  const nextType = shop.customerType === 'PERSON' ? 'ORGANIZATION' : 'PERSON';
  return (
    <form method="post" action="/customer-type" className="customer-type">
      <input type="hidden" name="type" value={nextType} />
      <input type="hidden" name="return" value={wayBack(shop.url)} />
      <input type="hidden" name="market" value={shop.market.alias} />
      <input type="hidden" name="locale" value={shop.locale} />
      <span>
        {t('customerType.label')}{' '}
        {shop.customerType === 'PERSON' ? t('customerType.person') : t('customerType.organization')}{' '}
        ({shop.vatIncluded ? t('customerType.incVat') : t('customerType.exVat')})
      </span>
      <button type="submit" className="link-button">
        {t('customerType.switch')}:{' '}
        {nextType === 'PERSON' ? t('customerType.person') : t('customerType.organization')}
      </button>
    </form>
  );
}

/**
 * The landing layout (a campaign page, tag `landing`): one slim header row without the search and the
 * category menu, and a small footer.
 */
function Landing({ shop, page, children }: { shop: Shop; page: Page; children: ReactNode }) {
  const { t, link } = shop;
  const covered = coveredByPanel(shop);
  return (
    <>
      <header className="site-header landing" {...covered}>
        <SkipLink t={t} />
        <div className="header-row">
          <Logo t={t} link={link} />
          <HeaderTools shop={shop} page={page} />
          <FavoritesLink shop={shop} />
          {MINI_CART}
        </div>
        <HeaderNotices shop={shop} page={page} />
      </header>
      <main id="main" tabIndex={-1} {...covered}>
        {children}
      </main>
      <footer className="site-footer small" {...covered}>
        <p>{t('shop.footer')}</p>
      </footer>
      <AccountPanelFromQuery shop={shop} />
    </>
  );
}

/** Header, main and footer around every page (only the top bar in the undistracted layout). */
export function Layout({
  shop,
  page,
  mainMenu,
  footerMenu,
  children,
}: {
  shop: Shop;
  page: Page;
  mainMenu: Menu;
  footerMenu?: Promise<Menu | null>;
  children: ReactNode;
}) {
  if (page.layout === 'undistracted')
    return (
      <Undistracted shop={shop} page={page}>
        {children}
      </Undistracted>
    );
  if (page.layout === 'landing')
    return (
      <Landing shop={shop} page={page}>
        {children}
      </Landing>
    );
  const { t, link } = shop;
  const covered = coveredByPanel(shop);
  return (
    <>
      <header className="site-header" {...covered}>
        <SkipLink t={t} />
        <div className="header-row">
          <Logo t={t} link={link} />
          {page.searchTerm ? (
            <div className="contents">
              <SearchBoxIsland market={shop.market.alias} query={page.searchTerm} />
            </div>
          ) : (
            <CachedHtml
              render={SearchBoxIsland}
              props={{ market: shop.market.alias }}
              attributes={{ className: 'contents' }}
            />
          )}
          <AccountControl shop={shop} />
          <FavoritesLink shop={shop} />
          {MINI_CART}
        </div>
        <div className="header-row small">
          <CachedHtml
            render={MainMenu}
            props={{ menu: mainMenu, link, label: t('shop.menu') }}
            tag="nav"
            attributes={{ 'aria-label': t('shop.mainMenu'), className: 'main-menu' }}
          />
          <HeaderTools shop={shop} page={page}>
            <CustomerTypeSwitch shop={shop} />
          </HeaderTools>
        </div>
        <HeaderNotices shop={shop} page={page} />
      </header>
      <main id="main" tabIndex={-1} {...covered}>
        {children}
      </main>
      <footer className="site-footer" {...covered}>
        {footerMenu ? (
          <Deferred promise={footerMenu} fallback={null}>
            {(menu) => (
              <nav className="footer-menu" aria-label={t('content.footerMenu')}>
                <ul>
                  {menu.items.map((i) => (
                    <li key={i.path}>
                      <a href={localise(link, i.path)}>{i.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </Deferred>
        ) : null}
        <NewsletterForm shop={shop} />
        <p>
          <ConsentSettingsLink t={t} />
        </p>
        <p>{[freeShippingText(shop), t('shop.footer')].filter(Boolean).join(' · ')}</p>
      </footer>
      <AccountPanelFromQuery shop={shop} />
    </>
  );
}
