import {
  parseCheckout,
  type CheckoutExpectations,
  type CheckoutField,
  type CheckoutValues,
} from '../../shared/checkout/checkout-form';
import type { MessageKey } from '../../shared/i18n/messages';
import { createTranslator } from '../../shared/i18n/translator';
import type { Locale } from '../../shared/locales';

// Here, not in shared/checkout: the server's translator carries every language's texts, which the
// checkout island (importing shared/checkout/checkout-form.ts for the rules) must not download.
export type CheckoutValidation =
  | { ok: true; value: CheckoutValues }
  | { ok: false; errors: Partial<Record<CheckoutField, string>> };

/** The checkout form checked for the page: field → message in the shopper's language. */
export function validateCheckout(
  input: unknown,
  locale: Locale,
  expected: CheckoutExpectations = {},
): CheckoutValidation {
  const check = parseCheckout(input, expected);
  if (check.ok) return check;
  const t = createTranslator(locale);
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const [field, message] of Object.entries(check.problems) as [CheckoutField, MessageKey][])
    errors[field] = t(message);
  return { ok: false, errors };
}
