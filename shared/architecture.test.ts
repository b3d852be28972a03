/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Vite inlines every source file's text at build time, so this runs inside workerd without a file system.
const sources = import.meta.glob(
  [
    '../shared/**/*.{ts,tsx}',
    '../client/**/*.{ts,tsx}',
    '../worker/**/*.{ts,tsx}',
    '!**/node_modules/**',
    '!**/*.test.{ts,tsx}',
    '!../client/e2e/**',
    '!../worker/testing/**',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

function importsOf(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
}
const resolve = (from: string, spec: string) => {
  const parts = from.split('/').slice(0, -1);
  for (const p of spec.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.') parts.push(p);
  }
  return parts.join('/');
};
const area = (path: string) =>
  /\/worker\/backend(\/|$)/.test(path)
    ? 'backend'
    : (path.match(/\/(shared|client|worker)\//)?.[1] ?? 'other');

describe('import direction (ARCHITECTURE: shared ← client ← worker; nothing imports the backend)', () => {
  const edges = Object.entries(sources).flatMap(([file, text]) =>
    importsOf(text)
      .filter((s) => s.startsWith('.'))
      .map((spec) => ({ file, target: resolve(file, spec) })),
  );
  it('reads the sources', () => expect(Object.keys(sources).length).toBeGreaterThan(40));
  it('shared imports nothing of ours outside shared', () => {
    expect(edges.filter((e) => area(e.file) === 'shared' && area(e.target) !== 'shared')).toEqual(
      [],
    );
  });
  it('client imports only client and shared', () => {
    expect(
      edges.filter(
        (e) => area(e.file) === 'client' && !['client', 'shared'].includes(area(e.target)),
      ),
    ).toEqual([]);
  });
  it('only worker/app.ts imports the embedded backend', () => {
    expect(
      edges
        .filter((e) => area(e.file) !== 'backend' && area(e.target) === 'backend')
        .map((e) => e.file),
    ).toEqual(['../worker/app.ts']);
  });
  it('the backend imports nothing of the storefront', () => {
    expect(edges.filter((e) => area(e.file) === 'backend' && area(e.target) !== 'backend')).toEqual(
      [],
    );
  });
  it('shared uses no DOM and no Workers globals', () => {
    const offenders = Object.entries(sources).filter(
      ([f, t]) =>
        area(f) === 'shared' &&
        /\b(window|document|localStorage|caches|D1Database|HTMLElement)\b/.test(
          t.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''),
        ),
    );
    expect(offenders.map(([f]) => f)).toEqual([]);
  });
});
