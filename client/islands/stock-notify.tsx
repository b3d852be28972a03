import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '../../shared/email';
import { useApp } from '../app-context';
import { postJson } from '../bff';
import { restockDate } from '../components/stock-status';

interface Props {
  /** The sold-out sizes, each with its restock date when the API has one. */
  skus: { skuId: number; name: string; incoming?: string | null }[];
  market: string;
  /** The product comes in one size: the texts speak of the product, not of a size. */
  oneSize?: boolean;
}

/**
 * 'Notify me' for sold-out sizes: an e-mail address and the size; the shop mails when it is back
 * (POST /stock-watch → monitorProductAvailability). One per product page, so its ids are fixed.
 */
export function StockNotify({ skus, market, oneSize = false }: Props) {
  const { t, locale } = useApp();
  const [skuId, setSkuId] = useState(skus[0]?.skuId ?? 0);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; text: string }>(
    { kind: 'idle', text: '' },
  );
  const chosen = skus.find((s) => s.skuId === skuId);
  const restock = chosen?.incoming ? restockDate(chosen.incoming, locale) : null;
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
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
    <details className="notify">
      <summary>{oneSize ? t('notify.titleOne') : t('notify.title')}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{oneSize ? t('notify.leadOne') : t('notify.lead')}</p>
        {skus.length > 1 ? (
          <p>
            <label htmlFor="notify-size">{t('notify.size')}</label>{' '}
            <select
              id="notify-size"
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
