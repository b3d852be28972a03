import { wayBack } from './way-back';
import type { MessageKey } from '../../shared/i18n/messages';
import type { Shop } from '../context';

/** The footer form's outcome, for the page it returns to (`?newsletter=`). */
export type NewsletterResult = 'thanks' | 'invalid' | 'failed';

/** `?newsletter=` after the form's post without JavaScript (worker/bff/newsletter.ts). */
export const NEWSLETTER_RESULT = {
  thanks: 'newsletter.thanks',
  invalid: 'form.invalidEmail',
  failed: 'error.generic',
} as const satisfies Record<NewsletterResult, MessageKey>;

/**
 * The footer's newsletter signup: a plain form posting to /newsletter that comes back to this page
 * with the result; with JavaScript it answers in place (client/auth/newsletter.ts).
 */
export function NewsletterForm({ shop }: { shop: Shop }) {
  const { t } = shop;
  const result = shop.url.searchParams.get('newsletter');
  const shown =
    result && Object.hasOwn(NEWSLETTER_RESULT, result) ? (result as NewsletterResult) : null;
  const back = new URL(shop.url);
  back.searchParams.delete('newsletter');
  return (
    <form
      className="newsletter"
      id="newsletter"
      method="post"
      action="/newsletter"
      noValidate
      data-newsletter=""
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.lead')}</p>
      <input type="hidden" name="return" value={wayBack(back)} />
      <input type="hidden" name="locale" value={shop.locale} />
      <input type="hidden" name="market" value={shop.market.alias} />
      <label htmlFor="newsletter-email">{t('newsletter.email')}</label>
      <span className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          required
          aria-describedby="newsletter-status"
          aria-invalid={shown === 'invalid' ? true : undefined}
        />
        <button type="submit" className="button">
          {t('newsletter.submit')}
        </button>
      </span>
      <p
        id="newsletter-status"
        data-newsletter-status=""
        role="status"
        className={shown ? `message ${shown === 'thanks' ? 'ok' : 'error'}` : 'message'}
      >
        {shown ? t(NEWSLETTER_RESULT[shown]) : ''}
      </p>
    </form>
  );
}
