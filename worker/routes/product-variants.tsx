import type { Translate } from '../../shared/i18n/translator';
import { localise, type LinkContext } from '../../shared/routes';
import type { ProductDetail } from '../../shared/types';

/**
 * Colour variants as swatch links (the sizes of the chosen colour are the add-to-cart island's). Each is a
 * real link to the variant's page; client/product/variant-switch.ts swaps the product in place instead.
 */
export function VariantSwatches({ t, product, link }: { t: Translate; product: ProductDetail; link: LinkContext }) {
  if (product.variants.length < 2) return null;
  const current = product.variants.find((v) => v.current);
  return (
    <div className="variants" role="group" aria-labelledby="variant-label">
      <p id="variant-label" className="variant-label">{`${t('product.colour')}: `}<strong>{current?.label}</strong></p>
      <ul className="swatches">
        {product.variants.map((v) => (
          <li key={v.productId}>
            <a href={localise(link, v.path)} className={v.available ? 'swatch' : 'swatch sold-out'} data-variant="" aria-current={v.current ? 'true' : undefined}>
              <span className="swatch-dot" data-color={v.value} aria-hidden="true" />
              <span className="sr-only">{v.available ? v.label : `${v.label} (${t('product.soldOut')})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
