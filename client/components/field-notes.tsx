/**
 * The hint and the message under a form field, tied to its input: `describedBy` names them for
 * aria-describedby, `FieldNotes` renders them (`{id}-hint`, `{id}-error`). One shape for every form:
 * the checkout, the account panel and the account pages.
 */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}
