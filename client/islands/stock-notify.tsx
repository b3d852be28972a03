import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '../../shared/email';
import { useApp } from '../app-context';
import { postJson } from '../bff';
import { restockDate } from '../components/stock-status';
import { NOTIFY_RESULT_PARAM, type NotifyResult } from '../../shared/stock-notify';
import { dropFromAddress } from '../address';

interface Props {
  /** The sold-out sizes, each with its restock date when the API has one. */
  skus: { skuId: number; name: string; incoming?: string | null }[];
  market: string;
  /** The product comes in one size: the texts speak of the product, not of a size. */
  oneSize?: boolean;
  /** The page the form posts back to without JavaScript (POST /stock-watch answers 303 there). */
  returnPath: string;
  /** That post's result, from the page's `?notify=`: shown at the form, which opens. */
  result?: NotifyResult | null;
}

const FORM_STATE = {
  done: { kind: 'done', key: 'notify.doneForm' },
  invalid: { kind: 'error', key: 'notify.invalidEmail' },
  failed: { kind: 'error', key: 'notify.failed' },
} as const;

/**
 * 'Notify me' for sold-out sizes: an e-mail address and the size; the shop mails when it is back
 * (POST /stock-watch → monitorProductAvailability). One per product page, so its ids are fixed.
 * Without JavaScript the form posts itself (the address in the body, never in a URL), and the browser
 * checks the address first, so a bad one leaves the form, and what was typed, on the page (the island
 * checks with the shop's texts once hydrated: noValidate is set then).
 */
export function StockNotify({ skus, market, oneSize = false, returnPath, result }: Props) {
  const { t, locale } = useApp();
  const [skuId, setSkuId] = useState(skus[0]?.skuId ?? 0);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; text: string }>(
    () =>
      result
        ? { kind: FORM_STATE[result].kind, text: t(FORM_STATE[result].key) }
        : { kind: 'idle', text: '' },
  );
  const chosen = skus.find((s) => s.skuId === skuId);
  const restock = chosen?.incoming ? restockDate(chosen.incoming, locale) : null;
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    dropFromAddress(NOTIFY_RESULT_PARAM);
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    if (!isEmailAddress(email)) {
      setState({ kind: 'error', text: t('notify.invalidEmail') });
      return;
    }
    setState({ kind: 'sending', text: '' });
    const answer = await postJson<{ ok: true }>('/stock-watch', { email, skuId, locale, market });
    if (!answer.errors)
      setState({
        kind: 'done',
        text: oneSize
          ? t('notify.doneOne', { email })
          : t('notify.done', { email, size: chosen?.name ?? '' }),
      });
    else setState({ kind: 'error', text: answer.errors[0]?.message ?? t('notify.failed') });
  };
  return (
    <details className="notify" id="notify" open={result ? true : undefined}>
      <summary>{oneSize ? t('notify.titleOne') : t('notify.title')}</summary>
      <form
        method="post"
        action="/stock-watch"
        onSubmit={(e) => void submit(e)}
        ref={(form) => {
          if (form) form.noValidate = true;
        }}
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="market" value={market} />
        <input type="hidden" name="return" value={returnPath} />
        {skus.length > 1 ? null : <input type="hidden" name="skuId" value={skuId} />}
        <p>{oneSize ? t('notify.leadOne') : t('notify.lead')}</p>
        {skus.length > 1 ? (
          <p>
            <label htmlFor="notify-size">{t('notify.size')}</label>{' '}
            <select
              id="notify-size"
              name="skuId"
              value={skuId}
              onChange={(e) => setSkuId(Number(e.target.value))}
            >
              {skus.map((s) => (
                <option key={s.skuId} value={s.skuId}>
                  {s.name}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        {restock ? (
          <p className="restock" aria-live="polite">
            {t('stock.incoming', { date: restock })}
          </p>
        ) : null}
        <p>
          <label htmlFor="notify-email">{t('notify.email')}</label>{' '}
          <input
            id="notify-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={state.kind === 'error' || undefined}
            aria-describedby="notify-message"
          />
        </p>
        <button type="submit" className="button" disabled={state.kind === 'sending'}>
          {t('notify.submit')}
        </button>
        <p
          id="notify-message"
          className={`message ${state.kind === 'error' ? 'error' : 'ok'}`}
          role={state.kind === 'error' ? 'alert' : 'status'}
        >
          {state.text}
        </p>
      </form>
    </details>
  );
}
