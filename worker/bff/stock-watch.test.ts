import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const post = (body: object, origin = 'http://shop.test') =>
  request('/stock-watch', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function soldOutSku() {
  return (await db
    .prepare(
      `SELECT s.id, s.size, p.name_sv, p.name_en, p.alias, c.alias AS cat FROM skus s JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
    WHERE s.in_stock + s.oversellable + s.static_stock = 0 ORDER BY s.id LIMIT 1`,
    )
    .first<{
      id: number;
      size: string;
      name_sv: string;
      name_en: string;
      alias: string;
      cat: string;
    }>())!;
}

describe('notify me when a size is back in stock', () => {
  it('stores the watch; restocking the SKU puts one mail per watcher in the outbox, in their language', async () => {
    const sku = await soldOutSku();
    expect(
      (await post({ email: 'Anna@Example.se', skuId: sku.id, locale: 'sv', market: 'se' })).status,
    ).toBe(200);
    expect(
      (await post({ email: 'ben@example.com', skuId: sku.id, locale: 'en', market: 'se' })).status,
    ).toBe(200);
    // Asking twice keeps one watch.
    expect(
      (await post({ email: 'anna@example.se', skuId: sku.id, locale: 'sv', market: 'se' })).status,
    ).toBe(200);
    expect(
      (await db
        .prepare('SELECT count(*) AS n FROM stock_watches WHERE sku_id = ?')
        .bind(sku.id)
        .first<{ n: number }>())!.n,
    ).toBe(2);
    await db.prepare('UPDATE skus SET in_stock = 4 WHERE id = ?').bind(sku.id).run();
    const mails = (
      await db
        .prepare('SELECT recipient, subject, body FROM outbox ORDER BY recipient')
        .all<{ recipient: string; subject: string; body: string }>()
    ).results;
    expect(mails).toEqual([
      {
        recipient: 'anna@example.se',
        subject: `Åter i lager: ${sku.name_sv}`,
        body: `${sku.name_sv} i storlek ${sku.size} finns i lager igen.`,
      },
      {
        recipient: 'ben@example.com',
        subject: `Back in stock: ${sku.name_en}`,
        body: `${sku.name_en} in size ${sku.size} is back in stock.`,
      },
    ]);
    // A later stock change sends nothing more.
    await db.prepare('UPDATE skus SET in_stock = 9 WHERE id = ?').bind(sku.id).run();
    expect((await db.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())!.n).toBe(
      2,
    );
    await db.prepare('UPDATE skus SET in_stock = 0 WHERE id = ?').bind(sku.id).run();
    await db.prepare('DELETE FROM outbox').run();
    await db.prepare('DELETE FROM stock_watches').run();
  });

  it('refuses a bad address in the shopper language, and requests from other sites', async () => {
    const sku = await soldOutSku();
    const sv = await post({ email: 'inte-en-adress', skuId: sku.id, locale: 'sv' });
    expect(sv.status).toBe(400);
    expect(((await sv.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Du måste ange en giltig e-postadress',
    );
    const en = await post({ email: 'nope@', skuId: sku.id, locale: 'en' });
    expect(((await en.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'You have to enter a valid email',
    );
    expect((await post({ email: 'a@b.se', skuId: sku.id }, 'https://evil.example')).status).toBe(
      403,
    );
    expect(
      (await db.prepare('SELECT count(*) AS n FROM stock_watches').first<{ n: number }>())!.n,
    ).toBe(0);
  });

  it('the product page offers it for sold-out sizes', async () => {
    const sku = await soldOutSku();
    const html = await (await request(`/sv/p/${sku.cat}/${sku.alias}`)).text();
    expect(html).toContain('data-island="stock-notify"');
    expect(html).toContain('<summary>Bevaka en storlek som är slut</summary>');
    expect(html).toContain(`"skuId":${sku.id}`);
  });

  it('an unknown SKU is the sender’s mistake: 404 with the shopper’s text, not an outage', async () => {
    const res = await post({ email: 'a@example.se', skuId: 2 ** 31 - 1, locale: 'en' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      errors: [
        { message: 'The watch could not be saved. Please try again.', code: 'SKU_NOT_FOUND' },
      ],
    });
  });

  it('works as a plain form: the address in the body, 303 back to the page, which shows the result', async () => {
    const sku = await soldOutSku();
    const page = `/en/p/${sku.cat}/${sku.alias}`;
    const postForm = (fields: Record<string, string>) =>
      request('/stock-watch', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
    const form = { locale: 'en', market: 'se', return: page, skuId: String(sku.id) };
    const ok = await postForm({ ...form, email: 'form-watch@example.se' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${page}?notify=done#notify`);
    const stored = await db
      .prepare('SELECT count(*) AS n FROM stock_watches WHERE sku_id = ? AND email = ?')
      .bind(sku.id, 'form-watch@example.se')
      .first<{ n: number }>();
    expect(stored!.n).toBe(1);
    const bad = await postForm({ ...form, email: 'not an address' });
    expect(bad.headers.get('location')).toBe(`${page}?notify=invalid#notify`);
    // Never to another site.
    const away = await postForm({ ...form, email: 'x@example.se', return: '//evil.example/' });
    expect(away.headers.get('location')).toBe('/?notify=done#notify');
    // The page: the form opens with the result, and it posts itself with the address in its body.
    const html = await (await request(`${page}?notify=done`)).text();
    expect(html).toContain('<details class="notify" id="notify" open="">');
    expect(html).toContain('Thank you! We will e-mail you when it is back in stock.');
    expect(html).toMatch(/<form(?=[^>]*action="\/stock-watch")(?=[^>]*method="post")/);
    const invalid = await (await request(`/sv/p/${sku.cat}/${sku.alias}?notify=invalid`)).text();
    expect(invalid).toContain('Du måste ange en giltig e-postadress');
    expect(await (await request(page)).text()).not.toContain('id="notify" open');
  });
});
