/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { log } from './log';

// Vite inlines the sources' text, so this runs inside workerd without a file system.
const sources = import.meta.glob(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./backend/**', '!./bench/**', '!./testing/**'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

describe('one logging helper', () => {
  it('reads the sources', () => expect(Object.keys(sources).length).toBeGreaterThan(60));
  it('nothing in the storefront logs but worker/log.ts', () => {
    const offenders = Object.entries(sources)
      .filter(([file, text]) => file !== './log.ts' && /\bconsole\.\w+\(/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
  it('writes one JSON line with level, message, fields and the error with its stack', () => {
    const lines: string[] = [];
    const original = console.error;
    console.error = (line: string) => lines.push(line);
    try {
      log('error', 'cart load failed', { requestId: 'r1', error: new TypeError('boom') });
    } finally {
      console.error = original;
    }
    const entry = JSON.parse(lines[0]!) as Record<string, string>;
    expect(entry).toMatchObject({ level: 'error', msg: 'cart load failed', requestId: 'r1' });
    expect(entry.error).toBe('TypeError: boom');
    expect(entry.stack).toContain('TypeError: boom');
  });
});
