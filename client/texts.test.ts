/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { sv } from '../shared/i18n/sv';
import { svAuth } from '../shared/i18n/sv-auth';
import { svCheckout } from '../shared/i18n/sv-checkout';

type Tree = { readonly [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`),
  );

// Vite inlines the sources' text, so this runs inside workerd without a file system.
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./e2e/**', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the browser’s texts', () => {
  it('hold every text the browser’s code names (the server’s own texts are not loaded here)', () => {
    // As textsFor merges the chunks: the base texts, then the log-in's and the checkout's.
    const browser = new Set(keysOf({ ...sv, ...svAuth, ...svCheckout } as Tree));
    const namespaces = new Set([...browser].map((key) => key.split('.')[0]));
    const named = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/['"`]([a-zA-Z]+)\.([a-zA-Z0-9]+)['"`]/g)]
        .filter((m) => namespaces.has(m[1]!))
        .map((m) => `${m[1]}.${m[2]}`),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !browser.has(key))).toEqual([]);
  });
});
