import type { StoredRequest } from '../orders/place-order';
import type { PaymentFailure } from './provider';

/** A site path or an http(s) URL; anything else (javascript:, //host) becomes the start page. */
function safe(url: string | null | undefined): string {
  if (!url) return '/';
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '/';
  } catch {
    return '/';
  }
}

const withParams = (url: string, params: Record<string, string>) => {
  const [path, hash = ''] = url.split('#', 2);
  const query = new URLSearchParams(params).toString();
  return `${path}${path!.includes('?') ? '&' : '?'}${query}${hash ? `#${hash}` : ''}`;
};

/**
 * Where an approved payment returns: `checkoutUrls.redirectUrl` with the Merchant API's placeholders
 * ({payment.uid} = the session, which is also the order's public id; {geins.cartid};
 * {geins.paymentType}), or with `geins-uid` and `geins-pt` added when it has no {payment.uid}.
 */
export function successUrl(request: StoredRequest, sessionId: string, paymentType: string) {
  const template = safe(request.checkout.checkoutUrls?.redirectUrl);
  const filled = template
    .replaceAll('{payment.uid}', encodeURIComponent(sessionId))
    .replaceAll('{geins.cartid}', encodeURIComponent(request.cartId))
    .replaceAll('{geins.paymentType}', paymentType);
  return template.includes('{payment.uid}')
    ? filled
    : withParams(filled, { 'geins-uid': sessionId, 'geins-pt': paymentType });
}

export const checkoutUrl = (request: StoredRequest) =>
  safe(request.checkout.checkoutUrls?.checkoutPageUrl);

/**
 * Where a failed payment lands, as a Geins channel sends Klarna failures: the storefront's
 * `checkout/klarna-fail` under the checkout page's prefix up to its language segment
 * (`/sv/kassan` → `/sv/checkout/klarna-fail`, `/se/en/checkout` → `/se/en/checkout/klarna-fail`),
 * with `?error=` unless the payment was simply denied.
 */
export function failureUrl(request: StoredRequest, lang: string, failure: PaymentFailure) {
  const base = checkoutUrl(request);
  const origin = /^https?:/.test(base) ? new URL(base).origin : '';
  const segments = new URL(base, 'http://x').pathname.split('/');
  const at = segments.indexOf(lang);
  const prefix = at > 0 ? segments.slice(0, at + 1).join('/') : `/${lang}`;
  const url = `${origin}${prefix}/checkout/klarna-fail`;
  return failure === 'Denied' ? url : `${url}?error=${failure}`;
}
