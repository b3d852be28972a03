import { Island } from '../../../client/islands/island';
import { ResetPassword, RESET_KEY } from '../../../client/islands/reset-password';
import { href } from '../../../shared/routes';
import { alternatesFor, type Screen } from '../screen';
import { pageTitle } from '../../../shared/page-title';
import type { AuthNotice } from '../../../shared/auth';

const CHANGED: AuthNotice = 'auth.passwordChanged';

/**
 * /{lang}/account/reset-password?resetKey=…: the mailed link's page, where the shopper chooses a new
 * password (POST /auth/reset-commit). The key is in the address, so the page is kept from every cache,
 * from search engines and from the Referer of its links (Referrer-Policy: no-referrer). Opened while
 * logged in, it says who is logged in and that the link changes the password of the account it was
 * mailed to, which may be another.
 */
export const resetPasswordScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  const key = shop.url.searchParams.get('resetKey') ?? '';
  const resetKey = RESET_KEY.test(key) ? key : null;
  const search = resetKey ? `?${new URLSearchParams({ resetKey })}` : '';
  const home = href(link, 'home') || '/';
  return {
    title: pageTitle(t, t('auth.resetPassword')),
    description: t('auth.enterNewPassword'),
    robots: 'noindex, nofollow',
    noStore: true,
    noReferrer: true,
    canonical: href(link, 'resetPassword'),
    // The language switch keeps the key (noindex: these links are for the shopper only).
    alternates: Object.fromEntries(
      Object.entries(alternatesFor(shop, match)).map(([l, path]) => [l, path + search]),
    ),
    body: (
      <section className="message-page reset-password">
        <h1>{t('auth.resetPassword')}</h1>
        {/* The API tells whose key it is only by spending it: the account may not be this one. */}
        {resetKey && shop.customer?.username ? (
          <p className="reset-logged-in">
            {t('resetPage.loggedIn', { email: shop.customer.username })}
          </p>
        ) : null}
        {resetKey ? (
          <Island
            name="reset-password"
            component={ResetPassword}
            props={{
              resetKey,
              market: shop.market.alias,
              home,
              // As a form posted without JavaScript is answered (worker/bff/auth-action.ts).
              done: `${home}?action=login&notice=${CHANGED}`,
              retry: href(link, 'resetPassword') + search,
            }}
          />
        ) : (
          <>
            <p>{t('panel.resetMissingKey')}</p>
            <a className="button primary" href={`${home}?action=reset`}>
              {t('panel.requestNew')}
            </a>
          </>
        )}
      </section>
    ),
  };
};
