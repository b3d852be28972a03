import { useCallback, useRef, useState } from 'react';
import type { CustomerType } from '../../shared/cookies';
import type { BrowserCheckout } from '../../shared/types';
import { postJson } from '../bff';

export interface QuoteChoices {
  zip: string;
  country: string;
  shippingId: string;
  paymentMethod: string;
}

/**
 * The checkout priced live (POST /checkout/quote): shipping options for the postcode and totals for
 * the chosen shipping. Requests are debounced (150 ms, as the original) and only the newest answer
 * counts; a failure keeps the last checkout and says so. `cartKey`: the key of the cart the last
 * answer showed (worker/edge/shown-cart.ts).
 */
export function useQuote(
  initial: BrowserCheckout,
  scope: { locale: string; market: string; customerType: CustomerType },
) {
  const [checkout, setCheckout] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cartKey, setCartKey] = useState<string>();
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const requote = useCallback(
    (choices: QuoteChoices) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const ticket = ++latest.current;
        setBusy(true);
        void postJson<{ checkout: BrowserCheckout; cartKey: string }>('/checkout/quote', {
          ...scope,
          ...choices,
        }).then((answer) => {
          if (ticket !== latest.current) return;
          setBusy(false);
          if (answer.errors) setError(answer.errors[0]?.message ?? null);
          else {
            setError(null);
            setCheckout(answer.data.checkout);
            setCartKey(answer.data.cartKey);
          }
        });
      }, 150);
    },
    [scope.locale, scope.market, scope.customerType],
  );
  return { checkout, busy, error, requote, cartKey };
}
