import { parsePostcode } from '../../../shared/checkout/postcode';
import type { Address, Order } from '../../../shared/types';
import type { Shop } from '../../context';
import { regionName } from '../checkout/load';

/** Where an order's addresses stand: their titles, and the level of heading the page gives them. */
const ADDRESS_TEXTS = {
  confirmation: {
    billing: 'confirmation.billingAddress',
    shipping: 'confirmation.shippingAddress',
    heading: 'h2',
  },
  account: {
    billing: 'account.billingAddress',
    shipping: 'account.shippingAddress',
    heading: 'h4',
  },
} as const;

/** The order's billing and shipping addresses, each under its title. */
export function OrderAddresses({
  shop,
  order,
  page,
}: {
  shop: Shop;
  order: Pick<Order, 'billingAddress' | 'shippingAddress'>;
  page: keyof typeof ADDRESS_TEXTS;
}) {
  const { billing, shipping, heading } = ADDRESS_TEXTS[page];
  return (
    <>
      <AddressBlock
        shop={shop}
        title={shop.t(billing)}
        address={order.billingAddress}
        heading={heading}
      />
      <AddressBlock
        shop={shop}
        title={shop.t(shipping)}
        address={order.shippingAddress}
        heading={heading}
      />
    </>
  );
}

/**
 * A postal address under its title, one part a line (no country code, no empty lines), then the
 * door code the shopper gave, under the checkout field's name: the courier needs it at the door.
 */
function AddressBlock({
  shop,
  title,
  address: a,
  heading: Heading,
}: {
  shop: Shop;
  title: string;
  address: Address;
  heading: 'h2' | 'h4';
}) {
  const zip = parsePostcode(a.country, a.zip);
  const lines = [
    a.company,
    `${a.firstName} ${a.lastName}`.trim(),
    a.careOf && `c/o ${a.careOf}`,
    a.addressLine1,
    a.addressLine2,
    `${zip.ok ? zip.display : a.zip} ${a.city}`.trim(),
    regionName(shop, a.country),
    a.entryCode && `${shop.t('checkout.entryCode')}: ${a.entryCode}`,
  ].filter(Boolean);
  return (
    <section>
      <Heading>{title}</Heading>
      <address>
        {lines.map((l, i) => (
          <span key={i}>
            {l}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
