import { href } from '../../../shared/routes';
import type { Widget } from '../../../shared/types';
import type { Shop } from '../../context';
import { orNull } from '../../streaming/deferred';
import { bannerImage, prepareWidgets } from '../content/widget-data';
import { opensWithTitle, WidgetArea } from '../content/widgets';
import { freeShippingText } from '../../chrome/free-shipping';
import { alternatesFor, type Screen } from '../screen';
import { pageTitle } from '../../../shared/page-title';

export const FRONT_PAGE_AREA = { family: 'Frontpage', areaName: 'The front page area' };

/**
 * Start page: the CMS area of family Frontpage (original-storefront notes 2.9). Text and banners are in
 * the shell with the banner image preloaded; product lists stream in. An account without that area, or
 * an API that fails to answer, still gets a start page: a heading and the newest and most sold products.
 */
export const homeScreen: Screen = async (shop, match) => {
  const { t } = shop;
  const area = await orNull(
    shop.catalogue.widgetArea(FRONT_PAGE_AREA, shop.customerType),
    'front page area',
    shop.requestId,
  );
  const widgets = area?.widgets.length ? area.widgets : builtInWidgets(shop);
  const data = await prepareWidgets(shop, widgets);
  const titled = opensWithTitle(widgets);
  return {
    title: pageTitle(t, area?.title || t('home.title')),
    description: area?.description || homeIntro(shop),
    canonical: href(shop.link, 'home'),
    alternates: alternatesFor(shop, match),
    preloadImage: bannerImage(widgets, shop.config.IMAGE_BASE_URL),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Ralph',
        url: shop.url.origin,
      },
    ],
    body: (
      <>
        {titled ? null : <h1 className="sr-only">{t('home.title')}</h1>}
        <WidgetArea
          widgets={widgets}
          data={data}
          t={t}
          link={shop.link}
          imageBase={shop.config.IMAGE_BASE_URL}
          titleIsHeading={titled}
        />
      </>
    ),
  };
};

/** The built-in intro with the market's free-shipping threshold. */
const homeIntro = (shop: Shop) => {
  const free = freeShippingText(shop);
  return free ? `${shop.t('home.intro')} ${free.replace(/\.?$/, '.')}` : shop.t('home.intro');
};

const builtInWidgets = (shop: Shop): Widget[] => [
  {
    id: 'intro',
    type: 'Text',
    layout: 'full',
    config: { title: shop.t('home.heading'), text: homeIntro(shop) },
  },
  {
    id: 'latest',
    type: 'Product list',
    layout: 'full',
    config: {
      title: shop.t('home.newArrivals'),
      searchParameters: { sort: 'LATEST' },
      limitNrOfRows: true,
      pageCount: 2,
    },
  },
  {
    id: 'popular',
    type: 'Product list',
    layout: 'full',
    config: {
      title: shop.t('home.popular'),
      searchParameters: { sort: 'MOST_SOLD' },
      limitNrOfRows: true,
      pageCount: 2,
    },
  },
];
