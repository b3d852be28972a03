import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  REVIEW_FIELDS,
  REVIEW_FORM_FRAGMENT,
  REVIEW_LIMITS,
  REVIEW_RESULT_PARAM,
  reviewProblems,
  type PostedReview,
  type ReviewField,
} from '../../shared/reviews';
import { dropFromAddress } from '../address';
import { useApp } from '../app-context';
import { postJson } from '../bff';

interface Props {
  alias: string;
  market: string;
  /** The page the form posts back to without JavaScript (POST /reviews answers 303 there). */
  returnPath: string;
  /** That post's result, from the page's `?review=` (a failure in the page's words): said at the form. */
  result?: PostedReview | null;
}
type Field = ReviewField;
type Errors = Partial<Record<Field, string>>;
const FIELDS = REVIEW_FIELDS;

/**
 * A logged-in customer's review: a star rating (five radios, arrow keys move between them), name and
 * text, all required. Sent once (the button waits for the answer); the API holds it until accepted,
 * which the thank-you says. One per product page, so its ids are fixed. Without JavaScript the form
 * posts itself (the text in the body, never in a URL) and the browser checks the required fields, so
 * nothing typed is lost to a missing one; once hydrated the island checks them with the shop's texts.
 */
export function ReviewForm({ alias, market, returnPath, result }: Props) {
  const { t, locale } = useApp();
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>(
    result?.failure ? 'failed' : result ? 'done' : 'idle',
  );
  const [failure, setFailure] = useState(result?.failure ?? '');
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  // The form is gone once sent: focus moves to the thank-you so a screen reader hears it and Tab goes on from there.
  useEffect(() => {
    if (state === 'done') thanks.current?.focus();
  }, [state]);

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first)
      form.current
        ?.querySelector<HTMLElement>(first === 'rating' ? '[name="rating"]' : `#review-${first}`)
        ?.focus();
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state === 'sending') return;
    dropFromAddress(REVIEW_RESULT_PARAM);
    const data = new FormData(e.currentTarget);
    const review = {
      rating: Number(data.get('rating') ?? 0),
      author: String(data.get('author') ?? '').trim(),
      comment: String(data.get('comment') ?? '').trim(),
    };
    // The same rules as the Worker's (shared/reviews.ts).
    const found: Errors = Object.fromEntries(
      reviewProblems(review).map((f) => [
        f,
        f === 'rating' ? t('reviews.starsRequired') : t('form.required'),
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setState('sending');
    const answer = await postJson<{ ok: true }>('/reviews', { alias, ...review, locale, market });
    if (!answer.errors) {
      setState('done');
      return;
    }
    const fieldErrors = Object.fromEntries(
      answer.errors
        .filter((x) => x.field && FIELDS.includes(x.field as Field))
        .map((x) => [x.field, x.message]),
    ) as Errors;
    setErrors(fieldErrors);
    setFailure(
      Object.keys(fieldErrors).length
        ? t('reviews.fixFields')
        : (answer.errors[0]?.message ?? t('reviews.failed')),
    );
    setState('failed');
    focusFirst(fieldErrors);
  };

  // A field's message goes as soon as the shopper has given it a value.
  const fixed = (e: FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name as Field;
    if (errors[name] && String((e.target as HTMLInputElement).value).trim())
      setErrors(({ [name]: _, ...rest }) => rest);
  };

  if (state === 'done')
    return (
      <p
        className="review-thanks"
        id={REVIEW_FORM_FRAGMENT}
        role="status"
        tabIndex={-1}
        ref={thanks}
      >
        {t('reviews.thanks')}
      </p>
    );
  const invalid = (f: Field) =>
    errors[f] ? { 'aria-invalid': true, 'aria-describedby': `review-${f}-error` } : {};
  const message = (f: Field) =>
    errors[f] ? (
      <span className="field-error" id={`review-${f}-error`}>
        {errors[f]}
      </span>
    ) : null;
  return (
    <form
      className="review-form"
      id={REVIEW_FORM_FRAGMENT}
      method="post"
      action="/reviews"
      ref={form}
      onSubmit={(e) => void submit(e)}
      onChange={fixed}
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title">{t('reviews.write')}</h3>
      <input type="hidden" name="alias" value={alias} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="market" value={market} />
      <input type="hidden" name="return" value={returnPath} />
      <fieldset className="star-input" {...invalid('rating')}>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} required />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('reviews.star', { count: n })}</span>
          </label>
        ))}
        {message('rating')}
      </fieldset>
      <p>
        <label htmlFor="review-author">{t('reviews.author')}</label>
        <input
          id="review-author"
          name="author"
          autoComplete="name"
          required
          maxLength={REVIEW_LIMITS.author}
          {...invalid('author')}
        />
        {message('author')}
      </p>
      <p>
        <label htmlFor="review-comment">{t('reviews.comment')}</label>
        <textarea
          id="review-comment"
          name="comment"
          rows={4}
          required
          maxLength={REVIEW_LIMITS.comment}
          {...invalid('comment')}
        />
        {message('comment')}
      </p>
      {state === 'failed' ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button primary" disabled={state === 'sending'}>
        {t('reviews.submit')}
      </button>
    </form>
  );
}
