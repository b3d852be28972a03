import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';
import { db, Jar, postAuth, registeredCustomer } from '../../testing/auth';

/** The link mailed to `email` after a reset request, as a site path (Swedish). */
async function mailedLink(email: string) {
  await postAuth('/auth/reset-request', { email, locale: 'sv', market: 'se' });
  const mail = await db()
    .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
    .bind(email)
    .first<{ body: string }>();
  return /\/(?:sv|en)\/account\/reset-password\?resetKey=[\w-]+/.exec(mail!.body)![0];
}

const open = (path: string, jar: Jar) =>
  request(path, { headers: { cookie: jar.header } }).then((res) => jar.take(res));

describe('the mailed reset link opened while logged in', () => {
  it('says who is logged in and that the link changes the password of the account it was mailed to', async () => {
    const other = await registeredCustomer();
    const { email, jar } = await registeredCustomer();
    const link = await mailedLink(other.email);
    const sv = await open(link, jar);
    expect(sv.status).toBe(200);
    expect(sv.headers.get('cache-control')).toBe('private, no-store');
    const svHtml = await sv.text();
    expect(svHtml).toContain(
      `<p class="reset-logged-in">Du är inloggad som ${email}. Länken byter lösenord på kontot som den skickades till, vilket kan vara ett annat konto än det du är inloggad med.</p>`,
    );
    // Above the form.
    expect(svHtml.indexOf('reset-logged-in')).toBeLessThan(svHtml.indexOf('id="reset-commit"'));
    const en = await (await open(link.replace('/sv/', '/en/'), jar)).text();
    expect(en).toContain(
      `<p class="reset-logged-in">You are logged in as ${email}. The link changes the password of the account it was sent to, which may be another account than the one you are logged in with.</p>`,
    );
    // Not logged in: nothing of the kind.
    const anonymous = await (await open(link, new Jar())).text();
    expect(anonymous).not.toContain('reset-logged-in');
    expect(anonymous).toContain('id="reset-commit"');
  });
});
