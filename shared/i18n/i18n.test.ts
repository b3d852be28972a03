import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enAccount } from './en-account';
import { enAuth } from './en-auth';
import { enCheckout } from './en-checkout';
import { enServer } from './en-server';
import { sv } from './sv';
import { svAccount } from './sv-account';
import { svAuth } from './sv-auth';
import { svCheckout } from './sv-checkout';
import { svServer } from './sv-server';
import { mergeTexts } from './merge';
import { translatorFrom } from './translate';
import { createTranslator } from './translator';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('interface texts', () => {
  const svFlat = flatten(mergeTexts(sv, svAuth, svCheckout, svAccount, svServer) as Tree);
  const enFlat = flatten(mergeTexts(en, enAuth, enCheckout, enAccount, enServer) as Tree);
  it('every key exists in both sv and en, and none is empty', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(svFlat).sort());
    for (const [key, text] of [...Object.entries(svFlat), ...Object.entries(enFlat)])
      expect(text.trim(), key).not.toBe('');
  });
  it('every {{param}} of a text exists in both languages', () => {
    for (const key of Object.keys(svFlat))
      expect(params(enFlat[key]!), key).toEqual(params(svFlat[key]!));
  });
  it('uses the specification texts in English', () => {
    const t = createTranslator('en');
    expect(t('notFound.title')).toBe('This page could not be found');
    expect(t('product.sizeRequired')).toBe('You have to pick a size first');
    expect(t('product.onlyLeft', { stock: 3 })).toBe('Only 3 left in stock');
    expect(t('product.alreadyInCart', { quantity: 2 })).toBe(
      'You can not add any more since you already have 2 in your cart',
    );
    expect(t('error.generic')).toBe(
      'Something went wrong. Try again and contact customer service if it persists',
    );
  });
  it('gives a text without params as rosetta does (texts resolved once per language)', () => {
    for (const locale of ['sv', 'en'] as const) {
      const t = createTranslator(locale);
      for (const key of Object.keys(svFlat) as Parameters<typeof t>[0][])
        expect(t(key), `${locale} ${key}`).toBe(t(key, {}));
    }
  });
  it('says a count of one in the singular and every other count in the plural, on the server and in the browser', () => {
    const browser = { sv: translatorFrom('sv', sv), en: translatorFrom('en', en) };
    for (const make of [createTranslator, (l: 'sv' | 'en') => browser[l]]) {
      const sv = make('sv');
      const en = make('en');
      expect(sv('cart.open', { count: 1 })).toBe('Öppna varukorgen, 1 vara');
      expect(sv('cart.open', { count: 0 })).toBe('Öppna varukorgen, 0 varor');
      expect(en('cart.open', { count: 1 })).toBe('Open the cart, 1 item');
      expect(en('cart.open', { count: 2 })).toBe('Open the cart, 2 items');
      expect(sv('search.seeAll', { count: 1 })).toBe('Visa träffen');
      expect(sv('search.seeAll', { count: 12 })).toBe('Visa alla 12 träffar');
      expect(en('search.seeAll', { count: 1 })).toBe('See the result');
      expect(sv('search.count', { count: 1 })).toBe('1 träff');
      expect(en('search.count', { count: 3 })).toBe('3 results');
    }
    const server = createTranslator('sv');
    expect(server('reviews.average', { score: 4.5, count: 1 })).toBe(
      '4,5 av 5 baserat på 1 omdöme',
    );
    expect(createTranslator('en')('product.ratingLabel', { score: 5, count: 3 })).toBe(
      '5 of 5 (3 reviews)',
    );
    expect(server('list.count', { count: 1 })).toBe('1 produkt');
    expect(server('list.count', { count: 1200 })).toBe('1\u00a0200 produkter');
    expect(server('list.selectedCount', { count: 1 })).toBe('1 vald');
    expect(createTranslator('en')('list.count', { count: 1 })).toBe('1 product');
  });
  it('reads no shopper’s words as a choice of forms, and takes a count written as text', () => {
    expect(createTranslator('sv')('search.heading', { term: '[a|b]' })).toBe(
      'Sökresultat för ”[a|b]”',
    );
    expect(createTranslator('en')('list.facetValue', { label: 'S [x|y]', count: 1 })).toBe(
      'S [x|y] (1)',
    );
    const browser = translatorFrom('sv', sv);
    expect(browser('cart.remove', { name: 'Tröja [S|M]' })).toBe('Ta bort Tröja [S|M]');
    expect(browser('cart.open', { count: '1' })).toBe('Öppna varukorgen, 1 vara');
    // The browser chooses on the filled text: its texts with a count take numbers only.
    const browserTexts = flatten({ ...sv, ...svAuth, ...svCheckout } as unknown as Tree);
    for (const [key, text] of Object.entries(browserTexts))
      if (params(text).includes('count'))
        expect(
          params(text).filter((p) => p !== 'count' && p !== 'score'),
          key,
        ).toEqual([]);
  });
  it('gives a choice of forms only to a text that has a count', () => {
    for (const [key, text] of [...Object.entries(svFlat), ...Object.entries(enFlat)])
      if (/\[[^\]|]*\|[^\]]*\]/.test(text)) expect(params(text), key).toContain('count');
  });
  it('merges a namespace split between the browser’s texts and the server’s', () => {
    const t = createTranslator('sv');
    expect(t('product.addToCart')).toBe('Lägg i varukorgen');
    expect(t('product.brand')).toBe('Varumärke');
    for (const [key, text] of Object.entries(svFlat))
      if (!text.includes('{{') && !text.includes('['))
        expect(t(key as Parameters<typeof t>[0]), key).toBe(text);
  });
  it('translates Swedish and falls back to it', () => {
    expect(createTranslator('sv')('product.onlyLeft', { stock: 2 })).toBe('Endast 2 kvar i lager');
  });
});
