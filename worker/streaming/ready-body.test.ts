import { describe, expect, it } from 'vitest';
import { readyBody } from './ready-body';
import type { ReactDOMServerReadableStream } from './react-render';

/** A render's stream holding `text`, whose allReady is the given promise. */
function rendered(text: string, allReady: Promise<void>): ReactDOMServerReadableStream {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return Object.assign(stream, { allReady });
}

const textOf = async (body: ArrayBuffer | ReadableStream<Uint8Array>) => new Response(body).text();

describe('readyBody (README decision 178)', () => {
  it('sends a render whose parts are all done whole, as one buffer', async () => {
    const body = await readyBody(rendered('<p>all here</p>', Promise.resolve()));
    expect(body).toBeInstanceOf(ArrayBuffer);
    expect(await textOf(body)).toBe('<p>all here</p>');
  });

  it('streams a render with a part still waiting, from the end of the turn', async () => {
    const body = await readyBody(rendered('<p>shell</p>', new Promise<void>(() => {})));
    expect(body).toBeInstanceOf(ReadableStream);
    expect(await textOf(body)).toBe('<p>shell</p>');
  });

  it('streams a render that failed as a whole, so the stream carries its error', async () => {
    const failed = Promise.reject(new Error('render failed'));
    const body = await readyBody(rendered('<p>shell</p>', failed));
    expect(body).toBeInstanceOf(ReadableStream);
  });
});
