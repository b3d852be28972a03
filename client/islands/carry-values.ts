/**
 * Hands what the shopper typed or chose in an island before it hydrated to React. Hydration keeps the
 * DOM's values but React's state still holds the server's, and React only hears a change when the value
 * differs from the one it tracks: each changed field is set back through React's tracker, then to the
 * shopper's value behind it, and the event React listens to is dispatched, all in one task (no paint
 * in between). Hydration sets a radio group back to the server's choice, so the radio the shopper
 * chose last in each group (`changed`: the fields their events came from) is clicked again. Call it
 * after the island has committed. The typed values are read first and carried last: a radio's click
 * re-renders the island, which puts React's value back into a field it has not been told of (a
 * quantity typed before a size was chosen went back to 1).
 */
export function carryValues(island: HTMLElement, changed: EventTarget[]) {
  const fields = [...island.querySelectorAll('input, textarea, select')] as (
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  )[];
  const typed = fields.flatMap((field) =>
    field instanceof HTMLSelectElement ||
    /^(checkbox|radio|file)$/.test(field.type) ||
    field.value === field.defaultValue
      ? []
      : [[field, field.value] as const],
  );
  for (const field of fields) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((o) => o.selected !== o.defaultSelected))
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      continue;
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      const input = field as HTMLInputElement;
      if (input.checked === input.defaultChecked || (input.type === 'radio' && !input.checked))
        continue;
      input.checked = !input.checked;
      input.click();
    }
  }
  // The last radio chosen in each group (a name within a form) is chosen again.
  const radios = changed.filter(
    (f): f is HTMLInputElement => f instanceof HTMLInputElement && f.type === 'radio',
  );
  radios.forEach((radio, i) => {
    const later = radios.slice(i + 1).some((r) => r.name === radio.name && r.form === radio.form);
    if (!later && !radio.checked && island.contains(radio)) radio.click();
  });
  for (const [field, value] of typed) carryText(field, value);
}

function carryText(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  const selection = caret(field);
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
    field,
    typed,
  );
  if (selection) field.setSelectionRange(selection[0], selection[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The caret of a field that has one (number and e-mail fields have none). */
function caret(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
