import { href, localise } from '../../../shared/routes';
import type { Brand } from '../../../shared/types';
import { alternatesFor, type Screen } from '../screen';
import { pageTitle } from '../../../shared/page-title';
import { collator } from '../../../shared/intl';

/** Brands grouped A–Z by their first letter (Å, Ä, Ö after Z, as Swedish sorts them); digits under #. */
export function groupBrands(brands: Brand[], locale: string): [string, Brand[]][] {
  const order = collator(locale === 'sv' ? 'sv' : 'en');
  const groups = new Map<string, Brand[]>();
  for (const brand of [...brands].sort((a, b) => order.compare(a.name, b.name))) {
    const first = brand.name.trim().charAt(0).toLocaleUpperCase(locale);
    const letter = /\p{L}/u.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : order.compare(a, b)));
}

export const brandsScreen: Screen = async (shop, match) => {
  const { t, link, locale } = shop;
  const groups = groupBrands(await shop.catalogue.brands(), locale);
  const id = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;
  return {
    title: pageTitle(t, t('brands.title')),
    description: t('brands.description'),
    canonical: href(link, 'brands'),
    alternates: alternatesFor(shop, match),
    body: (
      <>
        <h1>{t('brands.title')}</h1>
        <nav aria-label={t('brands.letters')}>
          <ul className="letters">
            {groups.map(([letter]) => (
              <li key={letter}>
                <a href={`#${id(letter)}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map(([letter, brands]) => (
          <section key={letter} aria-labelledby={id(letter)} className="brand-group">
            <h2 id={id(letter)}>{letter}</h2>
            <ul className="brand-list">
              {brands.map((b) => (
                <li key={b.id}>
                  <a href={localise(link, b.path)}>{b.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    ),
  };
};
