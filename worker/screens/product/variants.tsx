import type { Translate } from '../../../shared/i18n/translator';
import { localise, type LinkContext } from '../../../shared/routes';
import type { ProductDetail } from '../../../shared/types';

/** Names for the API's variant dimensions the shop knows; any other is shown as the API names it. */
const dimensionLabel = (t: Translate, dimension: string) =>
  dimension === 'Length' ? t('product.length') : dimension;

/**
 * Variant pickers: colour swatches and, for a three-level group, the second dimension (e.g. length) of
 * the chosen colour; sizes, the last level, are the add-to-cart island's. Each option is a real link to
 * the variant's page; client/product/variant-switch.ts swaps the product in place instead and keeps
 * focus in the picker that was used (data-variant holds the level).
 */
export function VariantSwatches({
  t,
  product,
  link,
}: {
  t: Translate;
  product: ProductDetail;
  link: LinkContext;
}) {
  if (product.variants.length < 2 && !product.subVariants) return null;
  const current = product.variants.find((v) => v.current);
  const second = product.subVariants;
  const secondCurrent = second?.options.find((v) => v.current);
  return (
    <>
      {product.variants.length > 1 ? (
        <div className="variants" role="group" aria-labelledby="variant-label">
          <p id="variant-label" className="variant-label">
            {`${t('product.colour')}: `}
            <strong>{current?.label}</strong>
          </p>
          <ul className="swatches">
            {product.variants.map((v) => (
              <li key={v.productId}>
                <a
                  href={localise(link, v.path)}
                  className={v.available ? 'swatch' : 'swatch sold-out'}
                  data-variant="1"
                  aria-current={v.current ? 'true' : undefined}
                >
                  <span className="swatch-dot" data-color={v.value} aria-hidden="true" />
                  <span className="sr-only">
                    {v.available ? v.label : `${v.label} (${t('product.soldOut')})`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {second ? (
        <div className="variants" role="group" aria-labelledby="variant-label-2">
          <p id="variant-label-2" className="variant-label">
            {`${dimensionLabel(t, second.dimension)}: `}
            <strong>{secondCurrent?.label}</strong>
          </p>
          <ul className="variant-options">
            {second.options.map((v) => (
              <li key={v.productId}>
                <a
                  href={localise(link, v.path)}
                  className={v.available ? 'variant-option' : 'variant-option sold-out'}
                  data-variant="2"
                  aria-current={v.current ? 'true' : undefined}
                >
                  {v.label}
                  {v.available ? null : (
                    <span className="sr-only">{` (${t('product.soldOut')})`}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
