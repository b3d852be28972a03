import { luhnValid } from '../checkout/identity-number';
import { requireIdentityNumber } from '../checkout/input';
import type { PaymentKind } from '../checkout/payment-methods';
import type { Decision, PaymentFailure, PaymentProvider } from './provider';

/** Sandbox card numbers (the usual test numbers); any other valid number is declined. */
const CARD_OUTCOMES: Record<string, Decision> = {
  '4242424242424242': { kind: 'approve' },
  '4000000000000002': { kind: 'retry', message: 'declined' },
  '4000000000000119': { kind: 'retry', message: 'cardError' },
  // The bank answers later (as after a 3-D Secure check that is still running).
  '4000000000003220': { kind: 'pending' },
};

function validExpiry(value: string, now = new Date()) {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

const field = (form: URLSearchParams, name: string) => String(form.get(name) ?? '');

const card: PaymentProvider = {
  kind: 'card',
  hosted: true,
  page: (t) => ({
    title: t.cardTitle,
    submit: t.pay,
    fields: `<p class="hint">${t.cardHint}</p>
<label for="number">${t.cardNumber}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<label for="expiry">${t.expiry}</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="7">
<label for="cvc">${t.cvc}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">`,
  }),
  decide(form) {
    const number = field(form, 'number').replace(/[\s-]/g, '');
    const valid =
      /^\d{12,19}$/.test(number) &&
      luhnValid(number) &&
      validExpiry(field(form, 'expiry')) &&
      /^\d{3,4}$/.test(field(form, 'cvc').trim());
    if (!valid) return { kind: 'retry', message: 'invalidCard' };
    return CARD_OUTCOMES[number] ?? { kind: 'retry', message: 'declined' };
  },
};

const PAY_LATER_OUTCOMES: Record<string, PaymentFailure | 'approve' | 'pending'> = {
  approve: 'approve',
  pending: 'pending',
  deny: 'Denied',
  outofstock: 'OutOfStock',
  blocked: 'BlockedCustomer',
  error: 'Error',
};

const payLater: PaymentProvider = {
  kind: 'paylater',
  hosted: true,
  page: (t) => ({
    title: t.payLaterTitle,
    submit: t.continue,
    fields: `<fieldset><legend>${t.outcome}</legend>
${(
  [
    ['approve', t.approve],
    ['pending', t.pending],
    ['deny', t.deny],
    ['outofstock', t.outOfStock],
    ['blocked', t.blocked],
    ['error', t.orderError],
  ] as const
)
  .map(
    ([value, label], i) =>
      `<div><input type="radio" id="o-${value}" name="outcome" value="${value}"${i === 0 ? ' checked' : ''}> <label for="o-${value}">${label}</label></div>`,
  )
  .join('\n')}
</fieldset>`,
  }),
  decide(form) {
    const outcome = PAY_LATER_OUTCOMES[field(form, 'outcome')];
    if (!outcome) return { kind: 'fail', failure: 'Error' };
    if (outcome === 'approve' || outcome === 'pending') return { kind: outcome };
    return { kind: 'fail', failure: outcome };
  },
};

const invoice: PaymentProvider = {
  kind: 'invoice',
  hosted: false,
  authorise: requireIdentityNumber,
};

export const PROVIDERS: Record<PaymentKind, PaymentProvider> = {
  card,
  paylater: payLater,
  invoice,
};
