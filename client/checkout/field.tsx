import { describedBy, FieldNotes } from '../components/field-notes';
import type { HTMLInputTypeAttribute } from 'react';
import { fieldId } from './form-state';

interface FieldProps {
  name: string;
  label: string;
  value: string | undefined;
  error: string | undefined;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  autoFocus?: boolean;
  /** Not asked now, but kept in the form: what was typed is there again when it is asked. */
  hidden?: boolean;
  onChange?: (value: string) => void;
}

/**
 * A labelled text input whose message and hint are tied to it (aria-describedby), invalid when it
 * has a message. Uncontrolled: what the shopper types stays theirs through hydration.
 */
export function Field(p: FieldProps) {
  const id = fieldId(p.name);
  return (
    <p className={`field${p.error ? ' invalid' : ''}`} hidden={p.hidden}>
      <label htmlFor={id}>
        {p.label}
        {p.required ? null : <span className="optional"> {p.optionalText}</span>}
      </label>
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        defaultValue={p.value ?? ''}
        required={p.required}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        maxLength={p.maxLength}
        autoFocus={p.autoFocus}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(id, p.hint, p.error)}
        onChange={p.onChange ? (e) => p.onChange?.(e.target.value) : undefined}
      />
      <FieldNotes id={id} hint={p.hint} error={p.error} />
    </p>
  );
}
