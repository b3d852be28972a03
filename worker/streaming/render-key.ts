import type { AppEnv } from '../../client/app-context';
import { idOf } from './identity';

/**
 * The cache key of a pure render, derived from everything it reads: the component, every prop and the
 * whole view environment (`AppEnv`). Two renders with equal keys produce equal HTML; nothing is keyed
 * by hand, so a prop added later is part of the key without anyone remembering it.
 *
 * - Primitives by value, tagged by type (`'1'` and `1` differ).
 * - Arrays and plain objects by content, up to {@link CONTENT_BUDGET} values each (a selection, a link
 *   context, a short price history). A larger one (a product, a list, a menu: reshaped catalogue data,
 *   never mutated and shared by the isolate's memory cache, see worker/commerce/catalogue.ts) is keyed
 *   by identity, through an id that is never reused; it becomes the entry's anchor, so the entry lives
 *   and dies with it. Identity is always correct for data nobody mutates; content only adds reuse.
 * - URLSearchParams, URL and Date by their string form.
 * - The page's translator (`env.t`) stands for itself: it is a function of `env.locale`, which the key
 *   holds. Any other function, a React element or a class instance by identity (correct, never reused
 *   by another request: pass data, not closures).
 */
export const CONTENT_BUDGET = 256;
/** The environment holds the visitor's favorites: a larger budget, still bounded. */
const ENV_BUDGET = 4096;

export interface RenderKey {
  key: string;
  /** The first object keyed by identity (the entry lives as long as it does), else null. */
  anchor: object | null;
}

/**
 * The environment's part of each key, once per environment: a page's CachedHtml parts all read the
 * same environment object (made once per request, appEnvOf), which nothing changes while it renders.
 */
const envKeys = new WeakMap<AppEnv, string>();

/** Objects found too large to key by content: the next render keys them by identity at once. */
const large = new WeakSet<object>();

const isPlain = (o: object) => {
  const proto = Object.getPrototypeOf(o);
  return (proto === Object.prototype || proto === null) && !('$$typeof' in o);
};

export function renderKey(render: object, props: object, env: AppEnv): RenderKey {
  let anchor: object | null = null;
  let left = 0;
  const byIdentity = (o: object) => {
    anchor ??= o;
    return `#${idOf(o)}`;
  };
  /** A value's content, or null once the budget is spent. */
  const walk = (value: unknown): string | null => {
    if (--left < 0) return null;
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value);
      case 'number':
        return `n${value}`;
      case 'boolean':
        return value ? 'T' : 'F';
      case 'undefined':
        return 'u';
      case 'bigint':
        return `b${value}`;
      case 'symbol':
        throw new TypeError('A cached render cannot be keyed by a symbol');
      case 'function':
        return value === env.t ? 't' : `f${byIdentity(value)}`;
    }
    if (value === null || typeof value !== 'object') return 'z';
    if (value instanceof URLSearchParams || value instanceof URL)
      return `q${JSON.stringify(String(value))}`;
    if (value instanceof Date) return `d${value.getTime()}`;
    const parts: string[] = [];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const part = i in value ? walk(value[i]) : '_';
        if (part === null) return null;
        parts.push(part);
      }
      return `[${parts.join(',')}]`;
    }
    if (!isPlain(value)) return byIdentity(value);
    for (const [k, v] of Object.entries(value)) {
      const part = walk(v);
      if (part === null) return null;
      parts.push(`${JSON.stringify(k)}:${part}`);
    }
    return `{${parts.join(',')}}`;
  };
  /** One value by content within a budget, else by identity. */
  const keyOf = (value: unknown, budget: number) => {
    if (large.has(value as object)) return byIdentity(value as object);
    const before = anchor;
    left = budget;
    const content = walk(value);
    if (content !== null) return content;
    anchor = before;
    large.add(value as object);
    return byIdentity(value as object);
  };
  let envKey = envKeys.get(env);
  if (envKey === undefined) envKeys.set(env, (envKey = keyOf(env, ENV_BUDGET)));
  const parts = [`c${idOf(render)}`, envKey];
  // A per-request environment past its budget (thousands of favorites) makes the key unique, not an anchor.
  anchor = null;
  for (const [name, value] of Object.entries(props))
    parts.push(`${JSON.stringify(name)}=${keyOf(value, CONTENT_BUDGET)}`);
  return { key: parts.join('|'), anchor };
}
