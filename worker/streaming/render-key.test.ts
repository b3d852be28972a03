import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { ENV_CHANGES, testEnv } from '../testing/cached-html';
import { CONTENT_BUDGET, renderKey } from './render-key';

const View = () => null;
const Other = () => null;
const key = (props: object, env = testEnv(), render: object = View) =>
  renderKey(render, props, env).key;
const big = () => ({ products: Array.from({ length: CONTENT_BUDGET }, (_, i) => ({ id: i })) });

describe('render keys derived from the component, the props and the view environment', () => {
  it('keys primitives by value and type, small objects and arrays by content', () => {
    expect(key({ a: 1, b: 'x', c: [true, null, undefined] })).toBe(
      key({ a: 1, b: 'x', c: [true, null, undefined] }),
    );
    expect(key({ a: 1 })).not.toBe(key({ a: '1' }));
    expect(key({ a: 'x,y' })).not.toBe(key({ a: ['x', 'y'] }));
    expect(key({ a: { b: 1 } })).not.toBe(key({ a: { b: 2 } }));
    expect(key({ a: [1, 2] })).not.toBe(key({ a: [2, 1] }));
    expect(key({ a: [undefined] })).not.toBe(key({ a: new Array(1) }));
    expect(key({ a: 1 })).not.toBe(key({ a: 1, b: undefined }));
    expect(key({ a: 1 })).not.toBe(key({ a: 1 }, testEnv(), Other));
  });

  it('keys the query, URLs and dates by their text', () => {
    expect(key({ q: new URLSearchParams('a=1') })).toBe(key({ q: new URLSearchParams('a=1') }));
    expect(key({ q: new URLSearchParams('a=1') })).not.toBe(key({ q: new URLSearchParams('a=2') }));
    expect(key({ d: new Date(1) })).not.toBe(key({ d: new Date(2) }));
  });

  it('keys a large object (catalogue data) by identity and anchors the entry on it', () => {
    const list = big();
    const same = renderKey(View, { list, label: 'a' }, testEnv());
    expect(same.anchor).toBe(list);
    expect(renderKey(View, { list, label: 'a' }, testEnv()).key).toBe(same.key);
    expect(key({ list: big(), label: 'a' })).not.toBe(same.key);
    expect(key({ list, label: 'b' })).not.toBe(same.key);
    expect(renderKey(View, { label: 'a', small: { x: [1] } }, testEnv()).anchor).toBeNull();
  });

  it('keys a cycle by identity instead of walking forever', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(renderKey(View, { a }, testEnv()).anchor).toBe(a);
  });

  it('keys the page translator by the locale, any other function by identity', () => {
    const sv = testEnv();
    const again = testEnv();
    expect(key({ t: sv.t }, sv)).toBe(key({ t: again.t }, again));
    expect(key({ t: createTranslator('en') }, sv)).not.toBe(key({ t: sv.t }, sv));
    const perRequest = () => () => 'x';
    expect(key({ action: perRequest() })).not.toBe(key({ action: perRequest() }));
    expect(() => key({ s: Symbol('x') })).toThrow(TypeError);
  });

  it('holds the whole view environment: each field, and any field added later', () => {
    const base = key({ a: 1 });
    for (const [name, make] of Object.entries(ENV_CHANGES))
      expect(key({ a: 1 }, make()), name).not.toBe(base);
    expect(key({ a: 1 }, { ...testEnv(), extra: 'new' } as never)).not.toBe(base);
    expect(key({ a: 1 }, testEnv({ favorites: [1, 2] }))).not.toBe(
      key({ a: 1 }, testEnv({ favorites: [12] })),
    );
  });
});
