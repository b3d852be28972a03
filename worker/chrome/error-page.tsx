import type { Context } from 'hono';
import { renderToString } from '../streaming/react-render';
import { createTranslator } from '../../shared/i18n/translator';
import { pageTitle } from '../../shared/page-title';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import type { WorkerEnv } from '../context';
import { notFoundPage } from './not-found';
import { loadMainMenu } from './main-menu';
import { streamPage } from './page-response';
import { cartWithinBudget } from './visitor-cart';
import { log } from '../log';

/** Error pages: the 404 in the full layout when the shop could be resolved; otherwise a small self-contained page. */
export async function renderError(c: Context<WorkerEnv>, status: number): Promise<Response> {
  const shop = c.get('shop');
  if (shop && status === 404) {
    try {
      // The visitor's cart as on every page: the header's count is the real one here too.
      const [mainMenu, cart] = await Promise.all([loadMainMenu(shop), cartWithinBudget(shop)]);
      return await streamPage(c, notFoundPage(shop), { mainMenu, cart });
    } catch (error) {
      log('error', 'An error occurred while showing the error page', {
        requestId: c.get('requestId'),
        error,
      });
    }
  }
  const segments = new URL(c.req.url).pathname.split('/');
  const locale: Locale =
    shop?.locale ?? (segments.find((s) => isLocale(s)) as Locale | undefined) ?? DEFAULT_LOCALE;
  return c.html(plainErrorPage(locale, status), status as 404 | 500);
}

/** Static HTML, no scripts: it must render even when the commerce API or React rendering is down. */
export function plainErrorPage(locale: Locale, status: number): string {
  const t = createTranslator(locale);
  const [title, text] =
    status === 404 ? [t('notFound.title'), ''] : [t('error.title'), t('error.generic')];
  return (
    '<!DOCTYPE html>' +
    renderToString(
      <html lang={locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{pageTitle(t, title)}</title>
          <meta name="theme-color" content="#333333" />
          <link rel="stylesheet" href="/assets/app.css" />
        </head>
        <body>
          <main id="main" className="message-page">
            <h1>{title}</h1>
            {text ? <p>{text}</p> : null}
            <a className="button primary" href={`/${locale}`}>
              {status === 404 ? t('notFound.toStart') : t('error.toStart')}
            </a>
          </main>
        </body>
      </html>,
    )
  );
}
