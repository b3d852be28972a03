import { paymentFailureText } from '../../../shared/checkout/payment-failure';
import { href } from '../../../shared/routes';
import { alternatesFor, type Screen } from '../screen';
import { pageTitle } from '../../../shared/page-title';

/**
 * /{lang}/checkout/klarna-fail: where a payment provider sends the shopper when it could not create
 * the order. The text is the message (as h1); 'Go back' returns to the checkout, where the cart is
 * as it was (the original sent the shopper to the start page).
 */
export const paymentFailureScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  const error = shop.url.searchParams.get('error') ?? '';
  const key = paymentFailureText(error);
  const search = error ? `?${new URLSearchParams({ error })}` : '';
  return {
    title: pageTitle(t, t('paymentFailure.title')),
    description: t('paymentFailure.title'),
    robots: 'noindex, nofollow',
    canonical: href(link, 'klarnaFail'),
    alternates: Object.fromEntries(
      Object.entries(alternatesFor(shop, match)).map(([l, path]) => [l, path + search]),
    ),
    layout: 'undistracted',
    body: (
      <section className="message-page payment-failure">
        <svg className="alert-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 6v8M12 17v1.5" stroke="currentColor" strokeWidth="2" />
        </svg>
        <h1>{t(key)}</h1>
        <a className="button primary" href={href(link, 'checkout')}>
          {t('paymentFailure.goBack')}
        </a>
      </section>
    ),
  };
};
