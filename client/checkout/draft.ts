/**
 * What the shopper changed in this tab's checkout, kept in sessionStorage (this tab only, gone with
 * it) so a reload, or the one a log-in in another tab causes, gives it back (README decision 211).
 * Never the personal identity number or the accepted terms; dropped when the order is sent.
 */
const KEY = 'checkout-draft';
/** The form's machinery, the market and what must be given anew are not kept. */
const NOT_KEPT =
  /^(identityNumber|termsAccepted|promoCode|intent|attemptId|return|customerType|country|checkoutMarket)$/;

export type Draft = Record<string, string>;

export function readDraft(): Draft {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return draft && typeof draft === 'object' ? (draft as Draft) : {};
  } catch {
    return {};
  }
}

/** Keeps the field a change event came from (a text as typed, a checkbox `on` or '', a radio's value). */
export function keepField(target: EventTarget) {
  const field = target as HTMLInputElement;
  if (!field.name || field.type === 'hidden' || NOT_KEPT.test(field.name)) return;
  const value = field.type === 'checkbox' ? (field.checked ? 'on' : '') : field.value;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...readDraft(), [field.name]: value }));
  } catch {
    // No storage (blocked, full): the form works as before, a reload loses what was typed.
  }
}

export function dropDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Puts the kept texts and checkboxes back into the form. What the island holds as state (the
 * shipping and payment chosen) and the postcode (whose options it prices) are returned to it.
 */
export function restoreDraft(form: HTMLFormElement): Draft {
  const choices: Draft = {};
  for (const [name, value] of Object.entries(readDraft())) {
    const field = form.elements.namedItem(name);
    if (name === 'shippingId' || name === 'paymentMethod') choices[name] = value;
    else if (field instanceof HTMLInputElement && typeof value === 'string') {
      if (field.type === 'checkbox') field.checked = value === 'on';
      else field.value = value;
      if (name === 'zip') choices.zip = value;
    }
  }
  return choices;
}
