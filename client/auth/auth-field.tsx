import { describedBy, FieldNotes } from '../components/field-notes';
/**
 * A labelled input of an account form; its message and hint are tied to it (aria-describedby) and it
 * is invalid while it has a message. Uncontrolled: what the shopper typed survives every answer.
 */
export function AuthField(p: {
  form: string;
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete: string;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
  defaultValue?: string;
}) {
  const id = `${p.form}-${p.name}`;
  return (
    <p className={`field${p.error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{p.label}</label>
      <input
        id={id}
        name={p.name}
        type={p.type ?? 'text'}
        autoComplete={p.autoComplete}
        required
        autoFocus={p.autoFocus}
        defaultValue={p.defaultValue}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(id, p.hint, p.error)}
      />
      <FieldNotes id={id} hint={p.hint} error={p.error} />
    </p>
  );
}

/** A checkbox with its label after it (remember me, the newsletter). */
export function AuthCheckbox(p: { form: string; name: string; label: string; checked: boolean }) {
  const id = `${p.form}-${p.name}`;
  return (
    <p className="field checkbox">
      <input id={id} name={p.name} type="checkbox" value="true" defaultChecked={p.checked} />
      <label htmlFor={id}>{p.label}</label>
    </p>
  );
}
