type Tree = { readonly [key: string]: string | Tree };

/**
 * One language's texts from its parts, merged namespace by namespace: a namespace may be split between
 * the browser's chunk (sv.ts) and the server's (sv-server.ts), so `product` keeps the keys of both.
 */
export function mergeTexts(...parts: Tree[]): Tree {
  const out: Record<string, string | Tree> = {};
  for (const part of parts)
    for (const [key, value] of Object.entries(part)) {
      const had = out[key];
      out[key] =
        typeof value === 'object' && typeof had === 'object' ? mergeTexts(had, value) : value;
    }
  return out;
}
