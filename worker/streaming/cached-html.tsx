import { createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToString } from './react-render';
import { AppContext, useApp } from '../../client/app-context';
import { CartStoreContext, type CartStore } from '../../client/stores/cart-store';
import type { AppEnv } from '../../client/app-context';
import { renderKey } from './render-key';

/**
 * Renders a pure, non-interactive component to HTML once and reuses the string while its data lives.
 *
 * React's edge renderer turns every attribute and text of every element into bytes on every request;
 * that is most of an SSR page's CPU (npm run bench:profile). A list's facets and cards, or a product's
 * texts, are the same for every visitor who sees the same data, so `<CachedHtml render={C} props={p} />`
 * renders `<C {...p} />` once per key, and the key is derived (render-key.ts): the component, every prop
 * and the whole view environment. Catalogue objects are keyed by identity and anchor their entries
 * (a WeakMap), so entries go with their data; renders of small values only anchor on the component.
 *
 * A page rendered whole (whole-document.ts) is itself a renderToString, which this one re-enters: so
 * CachedHtml calls its hooks before the nested render, and none after it.
 *
 * `render` must be a component declared at module level (a new function per request is a new key) that
 * reads nothing but its props and the AppContext. An island inside must not use useId (its ids would
 * come from this render, not the page's), and images inside should be lazy (React hoists preloads for
 * eager ones, which a string cannot carry). `tag` and `attributes` make the wrapper, rendered per page.
 * `anchor` names the catalogue object small props come from (a product's SKUs): keyed by content, they
 * would otherwise share the component's own few entries with every other product's.
 */
const rendered = new WeakMap<object, Map<string, string>>();
/**
 * The string flattened in place. React's renderToString joins its pieces with `+`, and V8 keeps such a
 * string as a tree of them until something reads it whole: kept so, each entry would hold thousands of
 * small strings for the GC to walk. A whole page's render (decision 180) only joins it again, so nothing
 * else would. ToNumber reads the string whole (the flatstr package's trick).
 */
const flattened = (html: string) => (Number(html), html);
const MAX_PER_ANCHOR = 24;
const stats = { renders: 0, reuses: 0 };
/** How often subtrees were rendered and reused in this isolate (tests read it). */
export const cachedHtmlStats = () => ({ ...stats });

/** A subtree rendered on its own, with what a page gives its components (the request, the cart store). */
export const renderOnItsOwn = (env: AppEnv, cartStore: CartStore | null, element: ReactElement) =>
  renderToString(
    createElement(
      AppContext.Provider,
      { value: env },
      createElement(CartStoreContext.Provider, { value: cartStore }, element),
    ),
  );

export function CachedHtml<P extends object>({
  render,
  props,
  tag = 'div',
  attributes = {},
  anchor: given,
}: {
  render: ComponentType<P>;
  props: P;
  tag?: string;
  attributes?: Record<string, string | undefined>;
  anchor?: object;
}) {
  const env = useApp();
  // Islands inside read the cart store; what they render first does not depend on the cart's contents.
  const cartStore = useContext(CartStoreContext);
  const { key, anchor } = renderKey(render, props, env);
  const owner = given ?? anchor ?? render;
  let byKey = rendered.get(owner);
  let html = byKey?.get(key);
  if (html !== undefined) {
    stats.reuses++;
    // Most recently used last, so the oldest goes first when the anchor's entries are full.
    byKey!.delete(key);
    byKey!.set(key, html);
  } else {
    stats.renders++;
    html = flattened(renderOnItsOwn(env, cartStore, createElement(render, props)));
    if (!byKey) rendered.set(owner, (byKey = new Map()));
    if (byKey.size >= MAX_PER_ANCHOR) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, html);
  }
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
