import { CheckoutPurchase } from '../../../client/islands/checkout-purchase';
import { Island } from '../../../client/islands/island';
import { parsePostcode } from '../../../shared/checkout/postcode';
import { priceTexts } from '../../../shared/price';
import { href, localise } from '../../../shared/routes';
import type { Address, Order } from '../../../shared/types';
import type { Shop } from '../../context';
import { alternatesFor, notFound, type Screen } from '../screen';
import { regionName } from './load';
import { purchaseData } from './purchase-data';

const PUBLIC_ID = /^[\w-]{8,64}$/;

/**
 * The order confirmation (/sv/kassan/bekraftelse?order=…): the order by its public id, the only thing
 * in the URL (no e-mail, no personal data). Reading it places nothing, so a reload shows the same
 * page; the cart cookie goes only when it still names the ordered cart (pages.ts, orderedCartId).
 */
export const confirmationScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  const publicId = shop.url.searchParams.get('order') ?? '';
  if (!PUBLIC_ID.test(publicId)) notFound();
  const { data: order, error } = await shop.checkout.order(publicId);
  if (error?.code === 'ORDER_NOT_FOUND') notFound();
  if (error) throw error;
  const search = `?${new URLSearchParams({ order: publicId })}`;
  return {
    title: `${t('confirmation.title')} – ${t('shop.name')}`,
    description: t('confirmation.title'),
    robots: 'noindex, nofollow',
    canonical: href(link, 'confirmation') + search,
    alternates: Object.fromEntries(
      Object.entries(alternatesFor(shop, match)).map(([l, path]) => [l, path + search]),
    ),
    layout: 'undistracted',
    noStore: true,
    orderedCartId: order.cartId,
    body: (
      <section className="confirmation">
        <h1>{t('confirmation.thanks')}</h1>
        <p className="order-number" data-testid="order-number">
          {t('confirmation.orderNumber', { number: order.orderNumber })}
        </p>
        <p>{t('confirmation.mailSoon')}</p>
        <OrderLines shop={shop} order={order} />
        <div className="confirmation-details">
          <AddressBlock
            shop={shop}
            title={t('confirmation.billingAddress')}
            address={order.billingAddress}
          />
          <AddressBlock
            shop={shop}
            title={t('confirmation.shippingAddress')}
            address={order.shippingAddress}
          />
          <section>
            <h2>{t('confirmation.paymentMethod')}</h2>
            <p data-testid="order-payment">{order.paymentName}</p>
            <h2>{t('confirmation.shippingMethod')}</h2>
            <p>{order.shippingName}</p>
          </section>
        </div>
        <Island
          name="checkout-purchase"
          component={CheckoutPurchase}
          props={{
            orderNumber: order.orderNumber,
            purchase: await purchaseData(order),
            continueHref: href(link, 'home'),
            continueText: t('confirmation.continueShopping'),
          }}
        />
      </section>
    ),
  };
};

function OrderLines({ shop, order }: { shop: Shop; order: Order }) {
  const { t, link, vatIncluded } = shop;
  const price = (p: Order['total']) => priceTexts(p, vatIncluded).selling;
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('confirmation.lines')}</h2>
      <ul className="checkout-lines">
        {order.items.map((i) => (
          <li key={i.skuId} className="checkout-line">
            {i.image ? <img src={i.image} alt="" width={72} height={72} /> : null}
            <div className="checkout-line-body">
              <a href={localise(link, i.path)}>
                {i.brand} {i.name}
              </a>
              {i.size && i.size !== 'One size' ? (
                <span className="cart-size">{t('cart.size', { size: i.size })}</span>
              ) : null}
              <span>{t('confirmation.quantity', { count: i.quantity })}</span>
            </div>
            <span className="line-total">{price(i.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary-list">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{price(order.subTotal)}</dd>
        {order.discount.sellingIncVat > 0 ? (
          <>
            <dt>{t('cart.discount')}</dt>
            <dd>−{price(order.discount)}</dd>
          </>
        ) : null}
        <dt>{t('cart.shipping')}</dt>
        <dd>
          {order.shippingFee.sellingIncVat === 0
            ? t('cart.freeShipping')
            : price(order.shippingFee)}
        </dd>
        <dt>{t('cart.vat')}</dt>
        <dd>{order.vat.sellingIncVatText}</dd>
        <dt className="total">{t('checkout.totalIncVat')}</dt>
        <dd className="total" data-testid="order-total">
          {order.total.sellingIncVatText}
        </dd>
      </dl>
    </section>
  );
}

function AddressBlock({
  shop,
  title,
  address: a,
}: {
  shop: Shop;
  title: string;
  address: Address;
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
  ].filter(Boolean);
  return (
    <section>
      <h2>{title}</h2>
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
