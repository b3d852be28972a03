import { describe, expect, it } from 'vitest';
import { coalesceFlushes } from './coalesce';

const bytes = (text: string) => new TextEncoder().encode(text);
const nextTurn = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    out.push(new TextDecoder().decode(next.value));
  return out;
}

/** A source the test writes to, piped through the coalescer, and the chunks that come out. */
function piped() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const source = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const out = source.pipeThrough(coalesceFlushes());
  const write = (...texts: string[]) => texts.forEach((t) => controller.enqueue(bytes(t)));
  return { out, write, controller };
}

describe('coalesceFlushes', () => {
  it('sends the pieces written in one turn as one chunk, and a piece written later as the next', async () => {
    const { out, write, controller } = piped();
    const read = chunksOf(out);
    write('<html>', '<body>', '<main>');
    await nextTurn();
    write('<p>later</p>', '</main>');
    await nextTurn();
    controller.close();
    expect(await read).toEqual(['<html><body><main>', '<p>later</p></main>']);
  });

  it('sends what is pending once when the source closes in the same turn', async () => {
    const { out, write, controller } = piped();
    const read = chunksOf(out);
    write('<html>', '</html>');
    controller.close();
    expect(await read).toEqual(['<html></html>']);
  });

  it('passes an error of the render on', async () => {
    const { out, write, controller } = piped();
    const read = chunksOf(out);
    write('<html>');
    controller.error(new Error('render failed'));
    await expect(read).rejects.toThrow('render failed');
  });

  it('lets a visitor leave mid-page: what was written before is dropped without an error', async () => {
    const coalesce = coalesceFlushes();
    const writer = coalesce.writable.getWriter();
    const reader = coalesce.readable.getReader();
    const read = reader.read();
    await writer.write(bytes('<html>'));
    await reader.cancel();
    expect((await read).done).toBe(true);
    // The turn's chunk would be sent now: the cancelled stream takes nothing, and nothing is thrown
    // (an unhandled rejection fails the run); what the render writes next is refused.
    await nextTurn();
    await expect(writer.write(bytes('<body>'))).rejects.toThrow();
  });

  it('passes an empty stream through empty', async () => {
    const source = new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    expect(await chunksOf(source.pipeThrough(coalesceFlushes()))).toEqual([]);
  });
});
