import type { CustomerType } from '../../shared/cookies';
import type { Locale } from '../../shared/locales';
import { matchRoute } from '../../shared/routes';
import { FOOTER_MENU_LOCATION, MAIN_MENU_LOCATION } from '../chrome/main-menu';
import type { Catalogue } from '../commerce/catalogue';
import { FRONT_PAGE_AREA } from './home/home';

/**
 * Starts the catalogue reads the page at these segments makes first: the menus and the category tree
 * (every page), the front page's area, the product. The shop middleware calls it beside the channel
 * read, in the scope guessed from the path and cookies (edge/shop.ts), and gives the page that same
 * catalogue when the guess holds: the page's own calls then join these (the commerce client makes one
 * request per key), so a fresh isolate serves the start page after one sequential upstream step, not
 * two. Failures are the page's to report when it asks again; here they are dropped.
 */
export function startLikelyReads(
  catalogue: Catalogue,
  segments: string[],
  locale: Locale,
  customerType: CustomerType,
): void {
  const match = matchRoute(segments, locale);
  if (!match) return;
  const reads: Promise<unknown>[] = [
    catalogue.menu(MAIN_MENU_LOCATION),
    catalogue.categories(),
    catalogue.menu(FOOTER_MENU_LOCATION),
  ];
  if (match.name === 'home') reads.push(catalogue.widgetArea(FRONT_PAGE_AREA, customerType));
  if (match.name === 'product' && match.params.alias)
    reads.push(catalogue.product(match.params.alias));
  for (const read of reads) read.catch(() => undefined);
}
