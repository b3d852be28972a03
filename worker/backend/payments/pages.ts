import { Hono, type Context } from 'hono';
import { quoteCheckout } from '../checkout/quote';
import { findCart } from '../cart/cart';
import { isGuid } from '../orders/checkout-data';
import { readCappedText } from '../json-body';
import { backendContext, type BackendBindings } from '../request-context';
import { paymentCallback } from './callback';
import { escapeHtml, payPage, PAY_CSS } from './page-html';
import { PROVIDERS } from './providers';
import {
  approveSession,
  balanceChange,
  failSession,
  loadSession,
  PAYMENT_TYPE,
  stillConfirmed,
  type PaymentSession,
} from './sessions';
import { checkoutUrl, failureUrl, successUrl } from './return-urls';
import { PAY_TEXTS, type PayLang, type PayMessage } from './texts';

type PayContext = Context<{ Bindings: BackendBindings }>;
const MAX_FORM_BYTES = 4096;

const langOf = (c: PayContext, session: PaymentSession | null): PayLang => {
  const asked = c.req.query('lang');
  return asked === 'sv' || asked === 'en' ? asked : (session?.language ?? 'sv');
};

const redirect = (url: string) =>
  new Response(null, { status: 303, headers: { location: url, 'cache-control': 'no-store' } });

/** Where an answered session sends the shopper (its order, whatever the payment, or the failure). */
function settled(session: PaymentSession, lang: PayLang) {
  if (session.status === 'approved' || session.ordered)
    return redirect(successUrl(session.request, session.id, PAYMENT_TYPE[session.method]));
  if (session.status === 'failed')
    return redirect(failureUrl(session.request, lang, session.outcome ?? 'Error'));
  return null;
}

/**
 * The payment form, with the total the shopper confirmed in the checkout. A cart changed since (in
 * another tab, or by a price) ends the session instead: its total is not on offer any more, and the
 * failure page sends the shopper back to the checkout to see the new one.
 */
async function form(c: PayContext, session: PaymentSession, lang: PayLang, message?: PayMessage) {
  const t = PAY_TEXTS[lang];
  const ctx = backendContext(c);
  const cart = await findCart(ctx.db, session.cart_id);
  const back = `<p><a href="${escapeHtml(checkoutUrl(session.request))}">${t.back}</a></p>`;
  if (!cart || cart.completed) return payPage(lang, { title: t.ended, body: back, status: 410 });
  const quote = await quoteCheckout(ctx, cart, {
    ...session.request,
    languageId: lang === 'en' ? 'en-US' : 'sv-SE',
  });
  if (!stillConfirmed(session.request, cart, quote)) {
    await failSession(ctx.db, session.id, 'CartChanged');
    return redirect(failureUrl(session.request, lang, 'CartChanged'));
  }
  const balance = balanceChange(session.request, quote);
  if (balance) {
    await failSession(ctx.db, session.id, balance);
    return redirect(failureUrl(session.request, lang, balance));
  }
  const page = PROVIDERS[session.method].page!(t);
  const action = `/_commerce/pay/${session.method}/${session.id}?lang=${lang}`;
  const body = `<p>${t.merchant}</p>
<p>${t.toPay}: <span class="amount">${escapeHtml(quote.cart.summary.total.sellingPriceIncVatFormatted)}</span></p>
${message ? `<p class="error" role="alert">${t[message]}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${page.fields}
<button type="submit">${page.submit}</button>
</form>
${back}`;
  return payPage(lang, { title: page.title, body, status: message ? 422 : 200 });
}

/**
 * The hosted pages of the card and pay-later sandboxes (public: /_commerce/pay/…). The card number is
 * posted here and never leaves this page; the storefront only ever sees the session id on return.
 */
export function paymentPages() {
  const pages = new Hono<{ Bindings: BackendBindings }>();
  pages.get(
    '/pay.css',
    () =>
      new Response(PAY_CSS, {
        headers: {
          'content-type': 'text/css; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        },
      }),
  );
  const sessionOf = async (c: PayContext) => {
    const id = c.req.param('id') ?? '';
    const session = isGuid(id) ? await loadSession(c.env.DB, id) : null;
    return session && session.method === c.req.param('method') ? session : null;
  };
  const notFound = (lang: PayLang) =>
    payPage(lang, { title: PAY_TEXTS[lang].notFound, body: '', status: 404 });

  pages.post('/callback', paymentCallback);

  pages.get('/:method{card|paylater}/:id', async (c) => {
    const session = await sessionOf(c);
    const lang = langOf(c, session);
    if (!session) return notFound(lang);
    return settled(session, lang) ?? form(c, session, lang);
  });

  pages.post('/:method{card|paylater}/:id', async (c) => {
    const session = await sessionOf(c);
    const lang = langOf(c, session);
    if (!session) return notFound(lang);
    const done = settled(session, lang);
    if (done) return done;
    const text = await readCappedText(c.req.raw, MAX_FORM_BYTES);
    if (!text) return form(c, session, lang, 'invalidCard');
    const decision = PROVIDERS[session.method].decide!(new URLSearchParams(text));
    if (decision.kind === 'retry') return form(c, session, lang, decision.message);
    const result =
      decision.kind === 'fail'
        ? decision.failure
        : await approveSession(
            backendContext(c),
            session,
            decision.kind === 'pending' ? 'pending' : 'paid',
          );
    if (result === true)
      return redirect(successUrl(session.request, session.id, PAYMENT_TYPE[session.method]));
    await failSession(c.env.DB, session.id, result);
    return redirect(failureUrl(session.request, lang, result));
  });
  return pages;
}
