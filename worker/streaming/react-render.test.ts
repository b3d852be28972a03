import { createElement } from 'react';
// The build workerd's export condition picks, for comparison.
import { renderToReadableStream as edgeRender } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderToReadableStream } from './react-render';

/** A list of 300 items, each with two attributes and a text: some 1 200 strings for React to write. */
const list = () =>
  createElement(
    'ul',
    null,
    Array.from({ length: 300 }, (_, i) =>
      createElement('li', { key: i, className: 'item', 'data-index': i }, `Item ${i}`),
    ),
  );

async function encodesWhileRendering(render: typeof renderToReadableStream) {
  const encode = vi.spyOn(TextEncoder.prototype, 'encode');
  const stream = await render(list());
  await stream.allReady;
  const html = await new Response(stream).text();
  const calls = encode.mock.calls.length;
  encode.mockRestore();
  return { html, calls };
}

describe('the renderer of pages and fragments (README decision 179)', () => {
  it('writes the strings of a page into shared buffers, not a new buffer per string', async () => {
    const { html, calls } = await encodesWhileRendering(renderToReadableStream);
    expect(html).toContain('<li class="item" data-index="299">Item 299</li>');
    expect(calls).toBeLessThan(10);
  });

  it('is not the build that workerd picks, which makes a buffer per string', async () => {
    const edge = await encodesWhileRendering(edgeRender);
    const ours = await encodesWhileRendering(renderToReadableStream);
    expect(edge.html).toBe(ours.html);
    expect(edge.calls).toBeGreaterThan(900);
  });
});
