/**
 * What the shopper changed in this tab's checkout, kept in sessionStorage (this tab only, gone with
 * it) so a reload, or the one a log-in in another tab causes, gives it back (README decision 211).
 * Never an identity number (a personal one, or a sole trader's organisation number, which is one),
 * the door code or the accepted terms. A draft belongs to whoever typed it: a logged-in customer's
 * is thrown away once another (or nobody, after a logout) has the tab; a guest's goes on into the
 * log-in. It is dropped when the order is sent.
 */
const KEY = 'checkout-draft';
/** The form's machinery, the market, what must be given anew and what is not for storage. */
const NOT_KEPT =
  /^(identityNumber|organizationId|entryCode|termsAccepted|promoCode|intent|attemptId|return|customerType|country|checkoutMarket)$/;

export type Draft = Record<string, string>;
/** `owner`: the account's username, '' for a guest. */
type Stored = { owner: string; fields: Draft };

function read(): Stored {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && typeof stored.owner === 'string' && typeof stored.fields === 'object'
      ? stored
      : { owner: '', fields: {} };
  } catch {
    return { owner: '', fields: {} };
  }
}

/** Keeps the field a change event came from (a text as typed, a checkbox `on` or '', a radio's value). */
export function keepField(target: EventTarget, owner: string) {
  const field = target as HTMLInputElement;
  if (!field.name || field.type === 'hidden' || NOT_KEPT.test(field.name)) return;
  const value = field.type === 'checkbox' ? (field.checked ? 'on' : '') : field.value;
  const { fields } = read();
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ owner, fields: { ...fields, [field.name]: value } }),
    );
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
 * Puts the kept texts and checkboxes back into the form, when the draft is a guest's or `owner`'s
 * (another's is dropped). What the island holds as state (the shipping and payment chosen) and the
 * postcode (whose options it prices) are returned to it.
 */
export function restoreDraft(form: HTMLFormElement, owner: string): Draft {
  const draft = read();
  if (draft.owner && draft.owner !== owner) {
    dropDraft();
    return {};
  }
  const choices: Draft = {};
  for (const [name, value] of Object.entries(draft.fields)) {
    const field = form.elements.namedItem(name);
    if (name === 'shippingId' || name === 'paymentMethod') choices[name] = value;
    else if (
      field instanceof HTMLInputElement &&
      typeof value === 'string' &&
      !NOT_KEPT.test(name)
    ) {
      if (field.type === 'checkbox') field.checked = value === 'on';
      else field.value = value;
      if (name === 'zip') choices.zip = value;
    }
  }
  return choices;
}
