import { useEffect, useState } from 'react';
import type { PurchaseEvent } from '../analytics/ga4';
import type { LivePayment } from '../live/events';
import { CheckoutPurchase } from './checkout-purchase';

export type PaymentView = 'pending' | 'paid' | 'failed';

interface Props {
  /** The order's public id: its payment's live topic (`payment:<id>`), known only to this page. */
  publicId: string;
  state: PaymentView;
  orderNumber: string;
  purchase: PurchaseEvent;
  continueHref: string;
  texts: {
    thanks: string;
    pending: string;
    approved: string;
    mailSoon: string;
    failedTitle: string;
    failed: string;
    continueShopping: string;
    backToShop: string;
  };
}

/**
 * The head of the confirmation of an order whose payment had to wait for the provider's answer. While
 * it waits, the page follows its payment's topic and changes in place when the answer comes (or when a
 * reconnecting socket catches up): the status line is a polite live region and focus stays where it
 * is. Paid, it tracks the purchase as every confirmation does; failed, it offers the way back.
 */
export function PaymentStatus({
  publicId,
  state,
  orderNumber,
  purchase,
  continueHref,
  texts,
}: Props) {
  const [view, setView] = useState<PaymentView>(state);
  useEffect(() => {
    if (view !== 'pending') return;
    let stop: (() => void) | null = null;
    let gone = false;
    const listener = (e: Event) => {
      const answer = (e as CustomEvent<LivePayment>).detail.state;
      if (answer !== 'pending') setView(answer);
    };
    addEventListener('ralph:live-payment', listener);
    void import('../live/socket').then((m) => {
      if (!gone) stop = m.follow(`payment:${publicId}`);
    });
    return () => {
      gone = true;
      removeEventListener('ralph:live-payment', listener);
      stop?.();
    };
  }, [publicId, view]);

  return (
    <div className="payment-status" data-payment={view} data-testid="payment-status">
      <h1>{view === 'failed' ? texts.failedTitle : texts.thanks}</h1>
      <p role="status">
        {view === 'pending' ? texts.pending : view === 'paid' ? texts.approved : texts.failed}
      </p>
      {view === 'paid' && <p>{texts.mailSoon}</p>}
      {view === 'paid' && (
        <CheckoutPurchase
          orderNumber={orderNumber}
          purchase={purchase}
          continueHref={continueHref}
          continueText={texts.continueShopping}
        />
      )}
      {view === 'failed' && (
        <a className="button primary" href={continueHref}>
          {texts.backToShop}
        </a>
      )}
    </div>
  );
}
