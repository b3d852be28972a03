import { useEffect } from 'react';
import type { PurchaseEvent } from '../analytics/ga4';
import { track } from '../events';

interface Props {
  orderNumber: string;
  /** The purchase as the Worker rendered it: amounts, items, and SHA-256 hashes in place of personal data. */
  purchase: PurchaseEvent;
  continueHref: string;
  continueText: string;
}

const SENT_KEY = 'ralph-purchases-sent';

/** Order numbers already tracked in this browser (the newest 50). */
function sent(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * checkout:purchase exactly once per order: whoever completed it (the invoice at once, or the payment
 * provider before the shopper came back), the confirmation tracks it the first time it is shown in
 * this browser; a reload, a second tab or the back button finds it marked as sent.
 */
export function CheckoutPurchase({ orderNumber, purchase, continueHref, continueText }: Props) {
  useEffect(() => {
    const done = sent();
    if (done.includes(orderNumber)) return;
    try {
      localStorage.setItem(SENT_KEY, JSON.stringify([...done, orderNumber].slice(-50)));
    } catch {
      // Without storage the event may repeat on a reload; the tag manager drops it by transaction_id.
    }
    track('checkout:purchase', purchase);
  }, [orderNumber]);
  return (
    <a className="button primary" href={continueHref}>
      {continueText}
    </a>
  );
}
