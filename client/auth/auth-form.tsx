import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { authProblems } from '../../shared/auth';
import type { EnvelopeError } from '../../shared/envelope';
import { useApp } from '../app-context';
import { postJson } from '../bff';

export type FieldErrors = Record<string, string>;
/** A message for the form as a whole: a success (status) or a failure (alert). */
export interface FormNotice {
  text: string;
  ok: boolean;
}

export interface AuthFormProps<T> {
  /** The form's id, also the prefix of its fields' ids. */
  id: string;
  endpoint: string;
  schema: z.ZodMiniType;
  /** Checkbox names: sent as booleans. */
  booleans?: readonly string[];
  /** Hidden fields the form posts without JavaScript (the page to return to, a reset key). */
  hidden: Record<string, string>;
  submitLabel: string;
  notice?: FormNotice | null;
  /** The endpoint's data arrived: what the form says next (or null when the page moves on). */
  onDone: (data: T) => FormNotice | null;
  /** An error the frame handles itself (logged out, an expired link); true when it did. */
  onRefused?: (error: EnvelopeError) => boolean;
  children: (errors: FieldErrors) => ReactNode;
}

/**
 * An account form: a real HTML form posting to the Worker (it works before the scripts arrive), and,
 * once hydrated, checked with the shared schema and sent as JSON. Problems show at their fields and in
 * a summary that takes focus, everything in the page's language.
 */
export function AuthForm<T>(p: AuthFormProps<T>) {
  const { t, locale } = useApp();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice | null>(p.notice ?? null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  // Each refusal moves the focus to the summary, once React has drawn it.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) summary.current?.focus();
  }, [refusals]);
  const formRef = useRef<HTMLFormElement>(null);
  // The summary names each field by its label, as the shopper sees it.
  const labelOf = (field: string) =>
    formRef.current?.querySelector(`label[for="${p.id}-${field}"]`)?.textContent ?? '';

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    const values: Record<string, unknown> = {};
    for (const [name, value] of new FormData(form))
      if (!(name in p.hidden)) values[name] = String(value);
    for (const name of p.booleans ?? [])
      values[name] = (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
    // Where a form posted without JavaScript goes next is the page's business, not the endpoint's.
    for (const [name, value] of Object.entries(p.hidden))
      if (name !== 'return' && name !== 'retry') values[name] = value;
    const problems = authProblems(p.schema, values);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, t(key!)]),
    );
    if (Object.keys(found).length) return refuse(found, null);
    setBusy(true);
    const answer = await postJson<T>(p.endpoint, { ...values, locale, market: p.hidden.market });
    setBusy(false);
    if (!answer.errors) {
      setErrors({});
      setNotice(p.onDone(answer.data));
      // A password used is not left in the form (a changed password's panel stays open with its notice).
      for (const field of form.querySelectorAll<HTMLInputElement>('input[type=password]'))
        field.value = '';
      return;
    }
    const first = answer.errors[0];
    if (first && p.onRefused?.(first)) return;
    const byField: FieldErrors = {};
    for (const error of answer.errors) if (error.field) byField[error.field] ??= error.message;
    const general = answer.errors.find((error) => !error.field);
    refuse(byField, general ? { text: general.message, ok: false } : null);
  }

  function refuse(found: FieldErrors, general: FormNotice | null) {
    setErrors(found);
    setNotice(general);
    setRefusals((n) => n + 1);
  }

  const fields = Object.keys(errors);
  return (
    <form
      ref={formRef}
      id={p.id}
      method="post"
      action={p.endpoint}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy || undefined}
    >
      {fields.length || (notice && !notice.ok) ? (
        <div ref={summary} className="error-summary" role="alert" tabIndex={-1}>
          <p className="summary-title">{fields.length ? t('form.fieldsInvalid') : notice?.text}</p>
          {fields.length ? (
            <ul>
              {notice ? <li>{notice.text}</li> : null}
              {fields.map((f) => (
                <li key={f}>
                  <a href={`#${p.id}-${f}`}>
                    {labelOf(f) ? `${labelOf(f)}: ` : ''}
                    {errors[f]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="message ok" role="status">
        {notice?.ok ? notice.text : busy ? t('panel.working') : ''}
      </p>
      {Object.entries(p.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {p.children(errors)}
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus (`busy` guards). */}
      <button type="submit" className="button primary" aria-disabled={busy || undefined}>
        {p.submitLabel}
      </button>
    </form>
  );
}
