import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const headers = (type: string, origin = 'http://shop.test') => ({ origin, 'content-type': type });
const postJson = (body: object, origin?: string) =>
  request('/newsletter', {
    method: 'POST',
    headers: headers('application/json', origin),
    body: JSON.stringify(body),
  });
const postForm = (fields: Record<string, string>) =>
  request('/newsletter', {
    method: 'POST',
    headers: headers('application/x-www-form-urlencoded'),
    body: new URLSearchParams(fields).toString(),
  });
const subscribers = async (email: string) =>
  (await db
    .prepare('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?')
    .bind(email)
    .first<{ n: number }>())!.n;
const message = async (res: Response) =>
  ((await res.json()) as { errors: { message: string; field?: string }[] }).errors[0];

describe('POST /newsletter', () => {
  it('subscribes an address (JSON); the same address again gets the same answer and one subscription', async () => {
    const first = await postJson({ email: ' Nora@Example.se ', locale: 'sv', market: 'se' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { ok: true } });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await postJson({ email: 'nora@example.se', locale: 'en', market: 'se' });
    expect(await again.json()).toEqual({ data: { ok: true } });
    expect(await subscribers('nora@example.se')).toBe(1);
  });

  it('refuses a bad address in the shopper language, at the field', async () => {
    const sv = await postJson({ email: 'inte-en-adress', locale: 'sv' });
    expect(sv.status).toBe(400);
    expect(await message(sv)).toMatchObject({
      message: 'Du måste ange en giltig e-postadress',
      field: 'email',
    });
    const en = await postJson({ locale: 'en' });
    expect(await message(en)).toMatchObject({
      message: 'You have to enter a valid email',
      field: 'email',
    });
  });

  it('works as a plain form: 303 back to the page with the result, never to another site', async () => {
    const ok = await postForm({ email: 'form@example.se', return: '/en/c/clothing', locale: 'en' });
    expect(ok.status).toBe(303);
    expect(location(ok)).toBe('/en/c/clothing?newsletter=thanks#newsletter');
    expect(await subscribers('form@example.se')).toBe(1);
    const bad = await postForm({ email: 'nope', return: '/sv?page=2', locale: 'sv' });
    expect(location(bad)).toBe('/sv?page=2&newsletter=invalid#newsletter');
    const away = await postForm({ email: 'a@example.se', return: '//evil.example/x' });
    expect(location(away)).toBe('/?newsletter=thanks#newsletter');
  });

  it('the page shows the form result in its footer, in its language', async () => {
    const html = await (await request('/en?newsletter=thanks')).text();
    expect(html).toContain('Thanks! You are now registered');
    expect(html).toContain('action="/newsletter"');
    const sv = await (await request('/sv?newsletter=invalid')).text();
    expect(sv).toContain('Du måste ange en giltig e-postadress');
    expect(sv).toContain('aria-invalid="true"');
  });

  it('refuses posts from other sites', async () => {
    const res = await postJson({ email: 'a@example.se', locale: 'en' }, 'https://evil.example');
    expect(res.status).toBe(403);
  });
});
