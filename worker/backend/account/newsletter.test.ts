import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_NEWSLETTER_MUTATION } from '../../../shared/graphql/account';
import { backend } from '../../testing/graphql';
import { testDb } from '../checkout/test-carts';
import { codeOf } from '../../testing/account';

describe('subscribeToNewsletter', () => {
  it('subscribes once; the same address again answers true and keeps one subscription', async () => {
    const email = `news-${Date.now()}@example.com`;
    const first = await backend(SUBSCRIBE_NEWSLETTER_MUTATION, {
      email,
      tags: ['footer'],
      languageId: 'en-US',
    });
    expect(first).toEqual({ data: { subscribeToNewsletter: true } });
    const again = await backend(SUBSCRIBE_NEWSLETTER_MUTATION, { email: email.toUpperCase() });
    expect(again).toEqual({ data: { subscribeToNewsletter: true } });
    const rows = await testDb()
      .prepare('SELECT email, tags, language FROM newsletter_subscribers WHERE email = ?')
      .bind(email)
      .all();
    expect(rows.results).toEqual([{ email, tags: '["footer"]', language: 'en' }]);
  });

  it('refuses an address that is not one', async () => {
    const r = await backend(SUBSCRIBE_NEWSLETTER_MUTATION, { email: 'no-at-sign' });
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
  });
});
