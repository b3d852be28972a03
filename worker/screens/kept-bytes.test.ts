import { describe, expect, it } from 'vitest';
import { cutPage, encoded, filled, holesOf } from './kept-bytes';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const fills = (nonce: string, state = '') => ({
  nonce: encoded(nonce),
  once: encoded('K'),
  miniCart: encoded('[cart]'),
  state: encoded(state),
});

describe("a kept page's bytes", () => {
  it('are cut around every marker, in the order of the page, and filled per request', () => {
    const page = cutPage('<a n="N">å</a><b n="N">{"cart":null}</b>ö', [
      ['N', 'nonce'],
      ['{"cart":null}', 'state'],
    ])!;
    expect(page.holes).toEqual(['nonce', 'nonce', 'state']);
    expect(holesOf(page, 'nonce')).toBe(2);
    // Bytes, not characters: å and ö are two each.
    expect(page.bytes).toBe(new TextEncoder().encode('<a n="">å</a><b n=""></b>ö').byteLength);
    expect(text(filled(page, fills('xyz', '{"cart":{"items":["ä"]}}')))).toBe(
      '<a n="xyz">å</a><b n="xyz">{"cart":{"items":["ä"]}}</b>ö',
    );
  });

  it('leave out an empty marker, and refuse markers that overlap', () => {
    expect(cutPage('<p>x</p>', [['', 'once']])!.holes).toEqual([]);
    expect(
      cutPage('<p>abc</p>', [
        ['ab', 'nonce'],
        ['bc', 'state'],
      ]),
    ).toBeNull();
  });
});
