import { postJson } from '../bff';
import { announceAuth, pageState, scopeOf } from './page-link';

/** The header's 'Log out': ends the session, tells the other tabs, and goes to the start page. */
export async function logOut(form: HTMLFormElement) {
  const button = form.querySelector('button');
  if (button) button.disabled = true;
  const answer = await postJson('/auth/logout', scopeOf(pageState()));
  if (answer.errors) {
    // The endpoint could not be reached: the form's own post still logs out.
    form.submit();
    return;
  }
  announceAuth();
  location.assign(form.querySelector<HTMLInputElement>('input[name=return]')?.value ?? '/');
}
