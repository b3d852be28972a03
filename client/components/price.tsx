import { priceTexts } from '../../shared/price';
import type { Price } from '../../shared/types';
import { useApp } from '../app-context';

/** A price in the shopper's VAT mode; a discounted one shows the struck regular price first. */
export function PriceView({ price, className = '' }: { price: Price; className?: string }) {
  const { vatIncluded, t } = useApp();
  const texts = priceTexts(price, vatIncluded);
  return (
    <span className={`price ${className}`}>
      {price.isDiscounted ? (
        <s className="price-regular">
          <span className="sr-only">{t('price.regular')} </span>
          {texts.regular}
        </s>
      ) : null}
      <span className={price.isDiscounted ? 'price-selling sale' : 'price-selling'}>
        {texts.selling}
      </span>
      {vatIncluded ? null : <span className="price-vat">{t('price.exVatTag')}</span>}
    </span>
  );
}
