import { describe, expect, it } from 'vitest';
import { UNPRESSED_HEART } from '../chrome/favorite-parts';
import {
  cutPage,
  encoded,
  filled,
  holesOf,
  markerSpans,
  patternSpans,
  type Hole,
} from './kept-bytes';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const fills =
  (nonce: string, state = '', favorites: number[] = []) =>
  (hole: Hole) =>
    typeof hole === 'number'
      ? encoded(String(favorites.includes(hole)))
      : encoded({ nonce, once: 'K', miniCart: '[cart]', state, favoritesCount: '0' }[hole]);

describe("a kept page's bytes", () => {
  it('are cut around every marker, in the order of the page, and filled per request', () => {
    const html = '<a n="N">å</a><b n="N">{"cart":null}</b>ö';
    const page = cutPage(
      html,
      markerSpans(html, [
        ['N', 'nonce'],
        ['{"cart":null}', 'state'],
      ]),
    )!;
    expect(page.holes).toEqual(['nonce', 'nonce', 'state']);
    expect(holesOf(page, 'nonce')).toBe(2);
    // Bytes, not characters: å and ö are two each.
    expect(page.bytes).toBe(new TextEncoder().encode('<a n="">å</a><b n=""></b>ö').byteLength);
    expect(text(filled(page, fills('xyz', '{"cart":{"items":["ä"]}}')))).toBe(
      '<a n="xyz">å</a><b n="xyz">{"cart":{"items":["ä"]}}</b>ö',
    );
  });

  it("are cut at each heart's state, a hole named by its product, filled for the visitor's favorites", () => {
    const heart = (id: number, alias: string) =>
      `<button data-favorite="${id}" data-favorite-alias="${alias}" aria-pressed="false">♥</button>`;
    const html = `<i n="N"></i>${heart(7, 'blå-tröja')}${heart(12, 'x')}${heart(7, 'blå-tröja')}`;
    const spans = [
      ...markerSpans(html, [['N', 'nonce']]),
      ...patternSpans(html, UNPRESSED_HEART, (m) => Number(m.groups!.product)),
    ];
    const page = cutPage(html, spans)!;
    expect(page.holes).toEqual(['nonce', 7, 12, 7]);
    expect(holesOf(page, 'heart')).toBe(3);
    expect(text(filled(page, fills('n', '', [7])))).toBe(
      html
        .replace('"N"', '"n"')
        .replaceAll(
          '7" data-favorite-alias="blå-tröja" aria-pressed="false"',
          '7" data-favorite-alias="blå-tröja" aria-pressed="true"',
        ),
    );
    expect(text(filled(page, fills('N')))).toBe(html);
  });

  it('leave out an empty marker, and refuse spans that overlap', () => {
    expect(cutPage('<p>x</p>', markerSpans('<p>x</p>', [['', 'once']]))!.holes).toEqual([]);
    const html = '<p>abc</p>';
    expect(
      cutPage(
        html,
        markerSpans(html, [
          ['ab', 'nonce'],
          ['bc', 'state'],
        ]),
      ),
    ).toBeNull();
  });
});
