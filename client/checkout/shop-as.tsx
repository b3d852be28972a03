import type { CustomerType } from '../../shared/cookies';
import { useApp } from '../app-context';

/**
 * 'Shop as': private person (prices inc VAT) or organisation (ex VAT). Each is a submit button of the
 * checkout form (`intent=customerType:…`): the Worker keeps the choice (the same cookie as the
 * header's switch) and answers the page again in the new prices with everything typed kept.
 */
export function ShopAs({
  customerType,
  onChange,
  focus,
}: {
  customerType: CustomerType;
  onChange: (type: CustomerType) => void;
  /** The page answers a press of one: it keeps the focus. */
  focus: string | undefined;
}) {
  const { t } = useApp();
  const types = [
    ['PERSON', t('customerType.person')],
    ['ORGANIZATION', t('customerType.organization')],
  ] as const;
  return (
    <fieldset className="shop-as">
      <legend>{t('checkout.shopAs')}</legend>
      {types.map(([type, label]) => (
        <button
          key={type}
          type="submit"
          name="intent"
          value={`customerType:${type}`}
          className="toggle"
          aria-pressed={customerType === type}
          autoFocus={focus === `customerType:${type}`}
          formNoValidate
          onClick={() => customerType !== type && onChange(type)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
