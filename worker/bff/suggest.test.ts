import { describe, expect, it } from 'vitest';
import type { Suggestions } from '../../shared/types';
import { request } from '../testing/app';

const suggest = async (query: string) => {
  const res = await request(`/search/suggest?${query}`);
  return { res, body: (await res.json()) as { data?: Suggestions; errors?: { code: string }[] } };
};

describe('search type-ahead endpoint', () => {
  it('returns at most `take` products by relevance with their categories and brands, in the language asked for', async () => {
    const { res, body } = await suggest('q=shirt&take=10&locale=en&market=se');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const data = body.data!;
    expect(data.count).toBeGreaterThan(10);
    expect(data.products.length).toBe(10);
    expect(data.products.every((p) => /shirt/i.test(p.name))).toBe(true);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.categories.every((c) => c.path.startsWith('/c/'))).toBe(true);
    expect(data.brands.every((b) => b.path.startsWith('/b/'))).toBe(true);
    expect((await suggest('q=shirt&take=5&locale=en&market=se')).body.data!.products).toHaveLength(
      5,
    );
  });

  it('asks the API for no more than ten, whatever the client sends, and refuses a term too short', async () => {
    expect((await suggest('q=shirt&take=500')).body.data!.products.length).toBeLessThanOrEqual(10);
    const short = await suggest('q=s');
    expect(short.res.status).toBe(400);
    expect((await suggest('take=5')).res.status).toBe(400);
  });

  it('finds Swedish names for Swedish shoppers', async () => {
    const { body } = await suggest('q=tr%C3%B6ja&locale=sv');
    expect(body.data!.products.length).toBeGreaterThan(0);
    expect(body.data!.products[0]!.name.toLowerCase()).toContain('tröja');
  });

  it('names a product once, not once per colour, and still fills the list', async () => {
    for (const locale of ['sv', 'en']) {
      const { body } = await suggest(
        `q=${locale === 'sv' ? 'bomull' : 'cotton'}&take=10&locale=${locale}`,
      );
      const names = body.data!.products.map((p) => p.name.toLowerCase());
      expect(names.length, locale).toBe(10);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });
});
