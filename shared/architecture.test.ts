/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Vite inlines every source file's text at build time, so this runs inside workerd without a file system.
const globbed = import.meta.glob(
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
// Vite names this folder's files from here (`./auth.ts`): named as the others are (`../shared/auth.ts`),
// they are seen as shared's by every rule below.
const sources = Object.fromEntries(
  Object.entries(globbed).map(([file, text]) => [file.replace(/^\.\//, '../shared/'), text]),
);

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
          // Comments and texts aside ('(opens in a new window)' is words, not the global).
          t.replace(/\/\/.*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'/g, ''),
        ),
    );
    expect(offenders.map(([f]) => f)).toEqual([]);
  });
});

/**
 * The Worker's layers, lowest first: a module imports only its own folder or a lower layer. Folders on
 * one layer (chrome and edge; screens, bff and bench) do not import each other.
 */
const WORKER_LAYERS: string[][] = [
  ['env', 'log'],
  ['commerce'],
  ['context'],
  ['streaming'],
  ['chrome', 'edge'],
  ['identity'],
  ['live'],
  ['screens', 'bff', 'bench'],
  ['app'],
  ['index'],
];
const workerPart = (path: string) => path.match(/\/worker\/([\w-]+)/)?.[1]?.replace(/\.tsx?$/, '');
const layerOf = (part: string) => WORKER_LAYERS.findIndex((layer) => layer.includes(part));

describe('worker layout (README: one folder per concern, no upward imports, no cycles)', () => {
  const edges = Object.entries(sources).flatMap(([file, text]) =>
    importsOf(text)
      .filter((s) => s.startsWith('.'))
      .map((spec) => ({ file, target: resolve(file, spec) })),
  );
  const storefront = edges.filter(
    (e) => area(e.file) === 'worker' && area(e.target) === 'worker' && !/\/testing\//.test(e.file),
  );
  it('every worker folder has a layer', () => {
    const parts = new Set(storefront.flatMap((e) => [workerPart(e.file)!, workerPart(e.target)!]));
    expect([...parts].filter((p) => layerOf(p) < 0)).toEqual([]);
  });
  it('no module imports a higher layer or a sibling folder on its own layer', () => {
    const wrong = storefront.filter((e) => {
      const [from, to] = [workerPart(e.file)!, workerPart(e.target)!];
      return from !== to && layerOf(to) >= layerOf(from);
    });
    expect(wrong.map((e) => `${e.file} -> ${e.target}`)).toEqual([]);
  });
  it('there are no import cycles', () => {
    const fileOf = (target: string) =>
      [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) => f in sources);
    const graph = new Map<string, string[]>();
    for (const e of edges) {
      const to = fileOf(e.target);
      if (to) graph.set(e.file, [...(graph.get(e.file) ?? []), to]);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe("zod stays out of the pages' islands (README decision 210)", () => {
  // Static imports only: what a dynamic import() brings is a chunk of its own, loaded when used.
  const staticImports = (text: string) =>
    [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  const fileOf = (target: string) =>
    [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((f) => f in sources);
  /** Every module a file brings with it, itself included. */
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const spec of staticImports(sources[file]!).filter((s) => s.startsWith('.'))) {
      const next = fileOf(resolve(file, spec));
      if (next) closure(next, seen);
    }
    return seen;
  };
  const usesZod = (file: string) => staticImports(sources[file]!).some((s) => /^zod(\/|$)/.test(s));
  // The account panel and the reset page's form keep zod/mini (shared/auth.ts): they load when opened.
  const WITH_ZOD = ['../client/islands/account-panel.tsx', '../client/islands/reset-password.tsx'];
  const islands = Object.keys(sources).filter((f) =>
    /^\.\.\/client\/islands\/[\w-]+\.tsx$/.test(f),
  );

  it('no other island brings zod, directly or through what it imports', () => {
    expect(islands.length).toBeGreaterThan(10);
    const withZod = islands.filter((island) => [...closure(island)].some(usesZod));
    expect(withZod.sort()).toEqual(WITH_ZOD);
  });
});
