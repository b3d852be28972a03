import { forwardRef } from 'react';
import { useApp } from '../app-context';
import { fieldId } from './form-state';
import { FIELD_LABELS, FIELD_ORDER } from './labels';

/**
 * The form's problems in one place, each a link to its field. It takes focus when it appears (the
 * server renders it with autofocus; the island focuses it after a check in the browser), so a
 * screen reader reads it first.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: Record<string, string>; notice: string | null }
>(function ErrorSummary({ errors, notice }, ref) {
  const { t } = useApp();
  const fields = FIELD_ORDER.filter((f) => errors[f]);
  if (!fields.length && !notice) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      id="checkout-errors"
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby="checkout-errors-title"
    >
      <h2 id="checkout-errors-title">{fields.length ? t('checkout.fixFields') : notice}</h2>
      {fields.length ? (
        <ul>
          {notice ? <li>{notice}</li> : null}
          {fields.map((f) => (
            <li key={f}>
              <a href={`#${fieldId(f)}`}>
                {t(FIELD_LABELS[f]!)}: {errors[f]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
