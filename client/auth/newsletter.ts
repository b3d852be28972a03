import { isEmailAddress } from '../../shared/email';
import { isLocale } from '../../shared/locales';
import { postJson } from '../bff';
import { track } from '../events';
import { textsFor } from '../texts';
import { pageState, scopeOf } from './page-link';

/**
 * The footer's newsletter form in place: the address is checked first (the Worker checks it again),
 * the answer, thanks or the reason, is read out from the form's status line.
 */
export async function subscribe(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name=email]')!;
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]')!;
  const button = form.querySelector('button');
  const scope = scopeOf(pageState());
  const t = await textsFor(isLocale(scope.locale) ? scope.locale : 'sv', { auth: true });
  const show = (text: string, ok: boolean) => {
    status.textContent = text;
    status.className = `message ${ok ? 'ok' : 'error'}`;
    input.setAttribute('aria-invalid', String(!ok));
  };
  if (!isEmailAddress(input.value)) {
    show(t('form.invalidEmail'), false);
    input.focus();
    return;
  }
  if (button) button.disabled = true;
  const answer = await postJson('/newsletter', { email: input.value.trim(), ...scope });
  if (button) button.disabled = false;
  if (answer.errors) show(answer.errors[0]?.message ?? t('error.generic'), false);
  else {
    show(t('newsletter.thanks'), true);
    track('newsletter:subscribe', { email: input.value.trim() });
  }
}
