import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '../../shared/email';
import { useApp } from '../app-context';
import { postJson } from '../bff';

interface Props {
  skus: { skuId: number; name: string }[];
  market: string;
}

/**
 * 'Notify me' for sold-out sizes: an e-mail address and the size; the shop mails when it is back
 * (POST /stock-watch → monitorProductAvailability). One per product page, so its ids are fixed.
 */
export function StockNotify({ skus, market }: Props) {
  const { t, locale } = useApp();
  const [skuId, setSkuId] = useState(skus[0]?.skuId ?? 0);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; text: string }>(
    { kind: 'idle', text: '' },
  );
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
        text: t('notify.done', { email, size: skus.find((s) => s.skuId === skuId)?.name ?? '' }),
      });
    else setState({ kind: 'error', text: answer.errors[0]?.message ?? t('notify.failed') });
  };
  return (
    <details className="notify">
      <summary>{t('notify.title')}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('notify.lead')}</p>
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
