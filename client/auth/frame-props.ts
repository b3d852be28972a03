import type { ReactElement } from 'react';
import type { AuthDraft } from '../../shared/auth';
import { track } from '../events';
import { announceAuth } from './page-link';
import type { FormNotice } from './auth-form';
import type { Frame } from './panel-state';

/** What every frame gets from the panel. */
export interface FrameProps {
  hidden: Record<string, string>;
  notice: FormNotice | null;
  returnPath: string;
  /** The e-mail typed in the frame the shopper came from, to start with. */
  email: string;
  /** A refused no-JavaScript form's choices (the create frame's customer type and newsletter). */
  draft?: AuthDraft | undefined;
  /** A link to another frame that works without JavaScript too. */
  frameLink: (frame: Frame, label: string) => ReactElement;
}

/**
 * After a login or registration: user:login or user:register (with the address, for the e-mail
 * marketing tracker only), the other tabs reload, this one moves on once the shopper has read why.
 */
const AFTER_MS = 1000;
export function loggedIn(next: string, form: 'login' | 'create') {
  const email = document.querySelector<HTMLInputElement>(`#${form}-email`)?.value.trim();
  track(form === 'login' ? 'user:login' : 'user:register', { email });
  if (document.querySelector<HTMLInputElement>('#create-newsletter')?.checked && form === 'create')
    track('newsletter:subscribe', { email });
  announceAuth();
  setTimeout(() => location.assign(next), AFTER_MS);
}
