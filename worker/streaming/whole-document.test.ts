import { createElement as h, Suspense, useId, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToReadableStream } from './react-render';
import {
  BootstrapPreload,
  CLIENT_ENTRY,
  partsReadyThisTurn,
  renderWholeDocument,
} from './whole-document';
import { Deferred, settle } from './deferred';
import { CachedHtml } from './cached-html';
import { AppContext } from '../../client/app-context';
import { CartStoreContext, createCartStore } from '../../client/stores/cart-store';
import { testEnv } from '../testing/cached-html';

const NONCE = 'q0pWvX3+Zl9/abc1Ad2e4w==';

/** A field with an id from useId, as the islands have. */
function Field() {
  const id = useId();
  return h('p', null, h('label', { htmlFor: id }, 'Size'), h('input', { id, name: 'size' }));
}

/** A part rendered once and reused as a string (it re-enters the whole render's renderToString). */
const Card = ({ name }: { name: string }) => h('p', { className: 'card' }, name);

/**
 * A page as the Worker renders one: a hoisted image preload, texts, a cached part, an id after it, and
 * a deferred part (`part`, or the body's last child).
 */
const page = (part: ReactNode, env = testEnv()) =>
  h(
    AppContext.Provider,
    { value: env },
    h(
      CartStoreContext.Provider,
      { value: createCartStore(null, { locale: 'sv', market: 'se' }) },
      document(part),
    ),
  );

const document = (part: ReactNode) =>
  h(
    'html',
    { lang: 'sv' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h(BootstrapPreload),
      h('title', null, 'Tröja & mössa'),
    ),
    h(
      'body',
      null,
      h('img', { src: '/p.png', alt: '', fetchPriority: 'high' }),
      h('h1', null, 'Tröja ', 42, ' kr'),
      h(CachedHtml<{ name: string }>, { render: Card, props: { name: 'Mössa' } }),
      h(Field),
      h(Suspense, { fallback: h('p', null, 'Laddar') }, part),
    ),
  );

async function streamed(document: ReturnType<typeof page>) {
  const stream = await renderToReadableStream(document, {
    nonce: NONCE,
    bootstrapModules: [CLIENT_ENTRY],
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  await stream.allReady;
  return new Response(stream).text();
}

/** A deferred part whose data has arrived, marked the way settle() marks it (in an object: an async
 * function's result would be the value, not the promise). */
async function arrived<T>(value: T) {
  const promise = settle(Promise.resolve(value), 'test', 'r1');
  await promise;
  return { promise };
}

const never = new Promise<never>(() => {});

function Failing(): ReactNode {
  throw new Error('part failed');
}

describe('a document rendered whole, as one string (README decision 180)', () => {
  it('is byte for byte what the streaming renderer writes, bootstrap and nonce included', async () => {
    const { promise } = await arrived(['Halsduk', 'Vantar']);
    const document = page(
      h(Deferred<string[]>, {
        promise,
        fallback: h('p', null, 'Laddar'),
        children: (names) => h('ul', null, ...names.map((n) => h('li', { key: n }, n))),
      }),
    );
    const html = renderWholeDocument(document, NONCE);
    expect(html).toBe(await streamed(document));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain(
      `<link rel="modulepreload" fetchPriority="low" nonce="${NONCE}" href="${CLIENT_ENTRY}"/><title>`,
    );
    expect(html).toContain('<li>Vantar</li>');
    expect(html).toMatch(
      new RegExp(
        `<script type="module" src="${CLIENT_ENTRY}" nonce="[^"]+" id="_R_" async=""></script></body></html>$`,
      ),
    );
  });

  it('declines a page with a part still waiting: the stream sends it when it comes', () => {
    const document = page(
      h(Deferred<string>, { promise: never, fallback: null, children: (s) => s }),
    );
    expect(renderWholeDocument(document, NONCE)).toBeNull();
  });

  it('declines a page with a part that failed, or a page that failed: the streaming render logs them', () => {
    expect(renderWholeDocument(page(h(Failing)), NONCE)).toBeNull();
    expect(renderWholeDocument(h('html', null, h('body', null, h(Failing))), NONCE)).toBeNull();
  });

  it('declines a page with a form whose action is a function: React’s script for it needs the nonce', async () => {
    const form = h('form', { action: async () => {} }, h('button', null, 'Skicka'));
    expect(await streamed(page(form))).toMatch(/<script nonce="[^"]+">addEventListener\("submit"/);
    expect(renderWholeDocument(page(form), NONCE)).toBeNull();
  });

  it('writes no nonce it did not make by hand into the markup', () => {
    expect(renderWholeDocument(page(null), 'a" onload="x')).toBeNull();
    expect(renderWholeDocument(page(null), NONCE)).not.toBeNull();
  });
});

describe('partsReadyThisTurn', () => {
  it('is true when every part has arrived by the end of the turn, and with no parts at all', async () => {
    const chained = Promise.resolve(1).then((n) => n + 1);
    expect(await partsReadyThisTurn([Promise.resolve('a'), chained])).toBe(true);
    expect(await partsReadyThisTurn([])).toBe(true);
  });

  it('is false when a part is still on its way', async () => {
    const later = new Promise((resolve) => setTimeout(resolve, 50));
    expect(await partsReadyThisTurn([Promise.resolve('a'), later])).toBe(false);
  });
});
