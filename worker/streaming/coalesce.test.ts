import { describe, expect, it } from 'vitest';
import { coalesceFlushes } from './coalesce';

const bytes = (text: string) => new TextEncoder().encode(text);

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    out.push(new TextDecoder().decode(next.value));
  return out;
}

describe('coalesceFlushes', () => {
  it('sends the pieces written in one turn as one chunk, and a piece written later as the next', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const source = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const read = chunksOf(source.pipeThrough(coalesceFlushes()));
    for (const piece of ['<html>', '<body>', '<main>']) controller.enqueue(bytes(piece));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.enqueue(bytes('<p>later</p>'));
    controller.enqueue(bytes('</main>'));
    controller.close();
    expect(await read).toEqual(['<html><body><main>', '<p>later</p></main>']);
  });

  it('lets a visitor leave mid-page: what was written before is dropped without an error', async () => {
    const coalesce = coalesceFlushes();
    const writer = coalesce.writable.getWriter();
    const reader = coalesce.readable.getReader();
    const read = reader.read();
    await writer.write(bytes('<html>'));
    await reader.cancel();
    expect((await read).done).toBe(true);
    // The turn's chunk would have been sent now: the cancelled stream takes nothing, and nothing throws.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writer.write(bytes('<body>')).catch(() => 'refused');
  });

  it('passes an empty stream through empty', async () => {
    const source = new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    expect(await chunksOf(source.pipeThrough(coalesceFlushes()))).toEqual([]);
  });
});
