import { describedBy, FieldNotes } from '../../../client/components/field-notes';
import type { HTMLInputTypeAttribute } from 'react';
import type { FormState } from '../../../shared/account-types';

interface FieldProps {
  /** The form's name, so that two forms on one page never share an id. */
  form: string;
  name: string;
  label: string;
  state: FormState;
  /** The stored value, shown when the form was not the one posted. */
  initial?: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  readOnly?: boolean;
  textarea?: boolean;
}

export const inputId = (form: string, name: string) => `${form}-${name}`;

/** A labelled input whose message and hint are tied to it (aria-describedby); invalid with a message. */
export function AccountField(p: FieldProps) {
  const id = inputId(p.form, p.name);
  const error = p.state.errors[p.name];
  const value = p.state.values[p.name] ?? p.initial ?? '';
  const common = {
    id,
    name: p.name,
    defaultValue: value,
    required: p.required,
    maxLength: p.maxLength,
    readOnly: p.readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, p.hint, error),
  };
  return (
    <p className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {p.label}
        {p.required || !p.optionalText ? null : <span className="optional"> {p.optionalText}</span>}
      </label>
      {p.textarea ? (
        <textarea rows={4} {...common} />
      ) : (
        <input
          type={p.type ?? 'text'}
          autoComplete={p.autoComplete}
          inputMode={p.inputMode}
          {...common}
        />
      )}
      <FieldNotes id={id} hint={p.hint} error={error} />
    </p>
  );
}

/** A form's outcome: saved (a status) or what to fix (an alert that takes focus). */
export function FormNotice({ state, id }: { state: FormState; id: string }) {
  if (!state.notice) return null;
  const ok = state.notice.kind === 'ok';
  return (
    <p
      id={id}
      className={ok ? 'form-notice ok' : 'form-notice error'}
      role={ok ? 'status' : 'alert'}
      tabIndex={-1}
      // What to fix is read first: the browser focuses it as the page loads.
      autoFocus={!ok}
      data-testid="form-notice"
    >
      {state.notice.text}
    </p>
  );
}
