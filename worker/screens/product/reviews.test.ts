import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { location, request } from '../../testing/app';
import { testCustomer } from '../../testing/customer';
import { embeddedFetch } from '../../testing/graphql';
import { createElement } from 'react';
import { renderToString } from '../../streaming/react-render';
import { createTranslator } from '../../../shared/i18n/translator';
import { Stars } from './reviews';

const db = (env as unknown as { DB: D1Database }).DB;

async function reviewedProduct() {
  return (await db
    .prepare(
      `SELECT p.id, p.alias, c.alias AS cat, count(*) AS n, avg(r.rating) AS avg FROM reviews r JOIN products p ON p.id = r.product_id
    JOIN categories c ON c.id = p.category_id WHERE r.status = 'accepted' GROUP BY p.id HAVING n > 5 ORDER BY p.id LIMIT 1`,
    )
    .first<{ id: number; alias: string; cat: string; n: number; avg: number }>())!;
}
const authors = (html: string) =>
  [
    ...html.matchAll(
      /<li class="review"><p class="review-head">.*?<strong>([^<]+)<\/strong> <time dateTime="([^"]+)"/g,
    ),
  ].map((m) => `${m[1]} ${m[2]}`);

describe('product reviews', () => {
  it('shows the average, the count and five reviews a page, newest first, with crawlable paging', async () => {
    const p = await reviewedProduct();
    const path = `/sv/p/${p.cat}/${p.alias}`;
    const first = await (await request(path)).text();
    const average = Math.round(p.avg * 10) / 10;
    // Swedish writes decimals with a comma (issue 13: numbers in texts follow the language).
    expect(first).toContain(`${String(average).replace('.', ',')} av 5 baserat på ${p.n} omdömen`);
    const one = authors(first);
    expect(one).toHaveLength(5);
    expect([...one].map((a) => a.split(' ').pop()!)).toEqual(
      [...one]
        .map((a) => a.split(' ').pop()!)
        .sort()
        .reverse(),
    );
    expect(first).toContain(`href="${path}?reviews=2#reviews" rel="next"`);
    const second = await (await request(`${path}?reviews=2`)).text();
    const two = authors(second);
    expect(two.length).toBeGreaterThan(0);
    expect(two).not.toEqual(one);
    expect(second).toContain(`href="${path}#reviews" rel="prev"`);
  });

  it('leaves out reviews that are not accepted', async () => {
    const p = await reviewedProduct();
    await db
      .prepare(
        "INSERT INTO reviews (product_id, author, rating, comment, created_at, status) VALUES (?, 'Pending Person', 1, 'Waiting', '2099-01-01T00:00:00Z', 'pending'), (?, 'Rejected Person', 1, 'No', '2099-01-01T00:00:00Z', 'rejected')",
      )
      .bind(p.id, p.id)
      .run();
    const html = await (await request(`/en/p/${p.cat}/${p.alias}?reviews=1`)).text();
    expect(html).not.toContain('Pending Person');
    expect(html).not.toContain('Rejected Person');
    expect(html).toContain(`from ${p.n} reviews`);
    await db
      .prepare("DELETE FROM reviews WHERE author IN ('Pending Person', 'Rejected Person')")
      .run();
  });

  it('says that writing a review needs a login, in both languages', async () => {
    const p = await reviewedProduct();
    expect(await (await request(`/sv/p/${p.cat}/${p.alias}`)).text()).toContain(
      'Du måste logga in för att kunna skriva ett omdöme',
    );
    expect(await (await request(`/en/p/${p.cat}/${p.alias}`)).text()).toContain(
      'You need to log in to be able to write a review',
    );
  });
});

describe('a review’s date', () => {
  it('is the day it was written in the market’s zone, not in UTC, around midnight', async () => {
    // A product no other test reads the reviews of (the catalogue keeps them for 60 s).
    const p = (await db
      .prepare(
        `SELECT p.id, p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id
         WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY p.id DESC LIMIT 1`,
      )
      .first<{ id: number; alias: string; cat: string }>())!;
    // 00:30 on 1 December in Stockholm; 23:30 on 30 November in Stockholm but 00:30 in Helsinki.
    await db
      .prepare(
        `INSERT INTO reviews (product_id, author, rating, comment, created_at, status) VALUES
         (?1, 'Midnatt Stockholm', 5, 'Bra', '2026-11-30T23:30:00Z', 'accepted'),
         (?1, 'Midnatt Helsingfors', 4, 'Bra', '2026-11-30T22:30:00Z', 'accepted')`,
      )
      .bind(p.id)
      .run();
    const dates = (html: string) =>
      [
        ...html.matchAll(
          /<strong>(Midnatt \w+)<\/strong> <time dateTime="([^"]+)">([^<]+)<\/time>/g,
        ),
      ].map((m) => `${m[1]}: ${m[2]} ${m[3]}`);
    const on = { MARKETS_IN_PATH: 'true' };
    const se = await (await request(`/se/sv/p/${p.cat}/${p.alias}`, {}, on)).text();
    expect(dates(se)).toEqual([
      'Midnatt Stockholm: 2026-12-01 1 december 2026',
      'Midnatt Helsingfors: 2026-11-30 30 november 2026',
    ]);
    const seEn = await (await request(`/se/en/p/${p.cat}/${p.alias}`, {}, on)).text();
    expect(dates(seEn)).toEqual([
      'Midnatt Stockholm: 2026-12-01 December 1, 2026',
      'Midnatt Helsingfors: 2026-11-30 November 30, 2026',
    ]);
    const fi = await (await request(`/fi/en/p/${p.cat}/${p.alias}`, {}, on)).text();
    expect(dates(fi)).toEqual([
      'Midnatt Stockholm: 2026-12-01 December 1, 2026',
      'Midnatt Helsingfors: 2026-12-01 December 1, 2026',
    ]);
  });
});

describe('posting a review', () => {
  let bearer = '';
  beforeAll(async () => {
    bearer = (await testCustomer()).token;
  });
  const post = (variables: object) =>
    embeddedFetch('/_commerce/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-apikey': 'test-key',
        authorization: `Bearer ${bearer}`,
      },
      body: JSON.stringify({
        query:
          'mutation ($alias: String!, $rating: Int, $comment: String, $author: String!) { postProductReview(alias: $alias, rating: $rating, comment: $comment, author: $author) }',
        variables,
      }),
    }).then(
      (r) =>
        r.json() as Promise<{
          data?: { postProductReview: boolean | null };
          errors?: { extensions?: { code?: string } }[];
        }>,
    );

  it('holds a submitted review until it is accepted (what npm run reviews -- accept does), and needs stars', async () => {
    const p = await reviewedProduct();
    expect(
      (await post({ alias: p.alias, rating: 5, comment: 'Underbar', author: 'Test Testsson' })).data
        ?.postProductReview,
    ).toBe(true);
    const path = `/sv/p/${p.cat}/${p.alias}`;
    expect(await (await request(path)).text()).not.toContain('Test Testsson');
    const row = (await db
      .prepare("SELECT id, status FROM reviews WHERE author = 'Test Testsson'")
      .first<{ id: number; status: string }>())!;
    expect(row.status).toBe('pending');
    await db
      .prepare("UPDATE reviews SET status = 'accepted' WHERE status = 'pending' AND id IN (?)")
      .bind(row.id)
      .run();
    // Pages show it once the catalogue cache (60 s) renews; the API has it at once.
    const listed = await embeddedFetch('/_commerce/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
      body: JSON.stringify({
        query: `{ reviews(alias: "${p.alias}", take: 1) { reviews { author } } }`,
      }),
    });
    expect(
      ((await listed.json()) as { data: { reviews: { reviews: { author: string }[] } } }).data
        .reviews.reviews[0]!.author,
    ).toBe('Test Testsson');
    expect(
      (await post({ alias: p.alias, comment: 'Utan stjärnor', author: 'X' })).errors?.[0]
        ?.extensions?.code,
    ).toBe('INVALID_RATING');
    expect(
      (await post({ alias: p.alias, rating: 4, comment: ' ', author: 'X' })).errors?.[0]?.extensions
        ?.code,
    ).toBe('INVALID_REVIEW');
    await db.prepare("DELETE FROM reviews WHERE author = 'Test Testsson'").run();
  });
});

describe('writing a review through the storefront (POST /reviews)', () => {
  const send = (body: object, cookie?: string, origin = 'http://shop.test') =>
    request('/reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const errorsOf = async (res: Response) =>
    ((await res.json()) as { errors: { field?: string; message: string }[] }).errors;
  let LOGGED_IN = '';
  let token = '';
  beforeAll(async () => {
    ({ cookie: LOGGED_IN, token } = await testCustomer());
  });

  it('shows the form to a logged-in customer and the login text to everyone else', async () => {
    const p = await reviewedProduct();
    const html = await (
      await request(`/en/p/${p.cat}/${p.alias}`, { headers: { cookie: LOGGED_IN } })
    ).text();
    expect(html).toContain('data-island="review-form"');
    expect(html).toContain('<legend>Rating</legend>');
    expect(html).not.toContain('You need to log in to be able to write a review');
    // The token is HttpOnly and stays on the server: it is never in the page.
    expect(html).not.toContain(token);
    expect(html).not.toContain(token.split('.')[1]);
  });

  it('needs a login, stars and every field, with the messages in the shopper language', async () => {
    const p = await reviewedProduct();
    const anonymous = await send({
      alias: p.alias,
      rating: 5,
      author: 'A',
      comment: 'B',
      locale: 'en',
      market: 'se',
    });
    expect(anonymous.status).toBe(401);
    expect((await errorsOf(anonymous))[0]!.message).toBe(
      'You need to log in to be able to write a review',
    );
    const noStars = await send(
      { alias: p.alias, author: 'A', comment: 'B', locale: 'en', market: 'se' },
      LOGGED_IN,
    );
    expect(noStars.status).toBe(400);
    expect(await errorsOf(noStars)).toEqual([
      { field: 'rating', message: 'Please use stars to rate the product', code: 'INVALID_INPUT' },
    ]);
    const empty = await send(
      { alias: p.alias, rating: 4, author: '  ', comment: '', locale: 'sv', market: 'se' },
      LOGGED_IN,
    );
    expect((await errorsOf(empty)).map((e) => `${e.field}: ${e.message}`)).toEqual([
      'author: Fältet är obligatoriskt',
      'comment: Fältet är obligatoriskt',
    ]);
    expect(
      (
        await send(
          { alias: p.alias, rating: 4, author: 'A', comment: 'B', locale: 'sv', market: 'se' },
          LOGGED_IN,
          'https://evil.example',
        )
      ).status,
    ).toBe(403);
  });

  it('holds a sent review as pending, once, even when it is sent twice', async () => {
    const p = await reviewedProduct();
    const review = {
      alias: p.alias,
      rating: 4,
      author: 'Twice Sent',
      comment: 'Bra passform',
      locale: 'sv',
      market: 'se',
    };
    expect((await send(review, LOGGED_IN)).status).toBe(200);
    expect((await send(review, LOGGED_IN)).status).toBe(200);
    const rows = (
      await db
        .prepare("SELECT status FROM reviews WHERE author = 'Twice Sent'")
        .all<{ status: string }>()
    ).results;
    expect(rows).toEqual([{ status: 'pending' }]);
    await db.prepare("DELETE FROM reviews WHERE author = 'Twice Sent'").run();
    const unknown = await send({ ...review, alias: 'no-such-product' }, LOGGED_IN);
    expect(unknown.status).toBe(404);
    expect((await errorsOf(unknown))[0]!.message).toBe('Omdömet kunde inte skickas. Försök igen.');
  });

  it('takes the form posted without JavaScript, stores it and says so at the form, in sv and en', async () => {
    const p = await reviewedProduct();
    const path = `/sv/p/${p.cat}/${p.alias}`;
    const en = `/en/p/${p.cat}/${p.alias}`;
    const postForm = (fields: Record<string, string>, cookie = LOGGED_IN) =>
      request('/reviews', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
    const form = {
      alias: p.alias,
      locale: 'sv',
      market: 'se',
      return: path,
      rating: '4',
      author: 'Plain Form',
      comment: 'Sitter bra',
    };
    const sent = await postForm(form);
    expect(sent.status).toBe(303);
    expect(location(sent)).toBe(`${path}?review=done#review-form`);
    expect(
      (
        await db
          .prepare("SELECT rating, comment, status FROM reviews WHERE author = 'Plain Form'")
          .all()
      ).results,
    ).toEqual([{ rating: 4, comment: 'Sitter bra', status: 'pending' }]);
    await db.prepare("DELETE FROM reviews WHERE author = 'Plain Form'").run();

    // The page it goes back to says what the script's form says, in its language.
    const page = async (at: string) =>
      (await request(at, { headers: { cookie: LOGGED_IN } })).text();
    expect(await page(`${path}?review=done`)).toContain('Tack! Ditt omdöme läggs upp inom kort');
    expect(await page(`${en}?review=done`)).toContain(
      'Thank you! Your review will be added shortly',
    );
    const tag = /<form class="review-form"[^>]*>/.exec(await page(path))?.[0] ?? '';
    expect(tag).toContain('action="/reviews"');
    expect(tag).toContain('method="post"');
    // Without a script the browser checks the required fields (nothing typed is lost to a missing one).
    expect(tag).not.toMatch(/novalidate/i);

    // What the browser cannot check comes back as a message; a lapsed login says to log in.
    const blank = await postForm({ ...form, return: en, locale: 'en', author: '   ' });
    expect(location(blank)).toBe(`${en}?review=invalid#review-form`);
    expect(await page(`${en}?review=invalid`)).toContain(
      'The review was not sent: a rating, a name and a review are all needed',
    );
    expect(await page(`${path}?review=invalid`)).toContain(
      'Omdömet skickades inte: betyg, namn och omdöme måste fyllas i',
    );
    expect(location(await postForm(form, ''))).toBe(`${path}?review=login#review-form`);
    expect(location(await postForm({ ...form, alias: 'no-such-product' }))).toBe(
      `${path}?review=failed#review-form`,
    );
  });
});

const starsOf = (score: number) =>
  renderToString(createElement(Stars, { t: createTranslator('en'), score }));

describe('review stars', () => {
  it('show the score to the nearest half star, and say it exactly', () => {
    expect(starsOf(3.5)).toBe(
      '<span class="stars" role="img" aria-label="3.5 out of 5 stars">★★★<span class="star-half">★</span><span class="stars-empty">★</span></span>',
    );
    expect(starsOf(3.7)).toContain(
      '★★★<span class="star-half">★</span><span class="stars-empty">★<',
    );
    expect(starsOf(3.8)).toContain('★★★★<span class="stars-empty">★<');
    expect(starsOf(5)).toContain('★★★★★<span class="stars-empty"></span>');
    expect(starsOf(0)).toContain('<span class="stars-empty">★★★★★</span>');
  });
});
