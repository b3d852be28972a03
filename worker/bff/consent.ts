import { z } from 'zod';
import { ALL_CONSENT, ONLY_NECESSARY, type Consent } from '../../shared/consent';
import { rememberConsent } from '../edge/cookies';
import { ReturnPath } from './browser-request';
import { formAction } from './form-action';

/** A checkbox of the banner's form: present ('1', or 'on' from a browser without value) is a yes. */
const Checked = z
  .enum(['1', 'on'])
  .optional()
  .transform((v) => v !== undefined);

const Form = z.object({
  /** The button pressed: accept all, only necessary, or the categories ticked in the details view. */
  choice: z.enum(['all', 'necessary', 'custom']),
  preferences: Checked,
  statistics: Checked,
  marketing: Checked,
  return: ReturnPath,
});

const chosen = (form: z.output<typeof Form>): Consent =>
  form.choice === 'all'
    ? ALL_CONSENT
    : form.choice === 'necessary'
      ? ONLY_NECESSARY
      : {
          necessary: true,
          preferences: form.preferences,
          statistics: form.statistics,
          marketing: form.marketing,
        };

/**
 * POST /consent: the consent banner's form. Writes the choice (worker/edge/cookies.ts) and answers a
 * plain form with a 303 back to its page; the banner's script asks for JSON (`Accept: application/json`)
 * and gets `{data:{consent}}`, the choice as stored, to apply without a reload.
 */
export const consentForm = formAction({
  endpoint: 'consent',
  schema: Form,
  run: (c, form) => {
    const consent = chosen(form);
    rememberConsent(c, consent);
    return /^application\/json\b/i.test(c.req.header('accept') ?? '')
      ? c.json({ data: { consent } })
      : c.redirect(form.return, 303);
  },
});
