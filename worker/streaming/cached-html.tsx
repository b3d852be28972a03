import { createElement, useContext, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AppContext, useApp } from '../../client/app-context';
import { CartStoreContext } from '../../client/stores/cart-store';

/**
 * Renders a pure, non-interactive subtree to HTML once and reuses the string while its data lives.
 *
 * React's edge renderer turns every attribute and text of every element into bytes on every request;
 * that is most of an SSR page's CPU (npm run bench:profile). A list's facets and cards, or a product's
 * texts, are the same for every visitor who sees the same data, so they are rendered once per `owner`
 * (the reshaped catalogue object, shared in the isolate while the memory cache holds it) and `cacheKey`
 * (everything else the subtree reads: language, VAT mode, favorites, selection…). Entries go with their
 * owner. An island inside must not use useId (its ids would come from this render, not the page's), and
 * images inside should be lazy (React hoists preloads for eager ones, which a string cannot carry).
 */
const rendered = new WeakMap<object, Map<string, string>>();
const MAX_PER_OWNER = 24;
const stats = { renders: 0, reuses: 0 };
/** How often subtrees were rendered and reused in this isolate (tests read it). */
export const cachedHtmlStats = () => ({ ...stats });

export function CachedHtml({
  owner,
  cacheKey,
  tag = 'div',
  attributes = {},
  children,
}: {
  owner: object;
  cacheKey: string;
  tag?: string;
  attributes?: Record<string, string | undefined>;
  children: ReactElement;
}) {
  const env = useApp();
  // Islands inside read the cart store; what they render first does not depend on the cart's contents.
  const cartStore = useContext(CartStoreContext);
  const key = `${env.locale}|${env.link.market ?? ''}|${env.vatIncluded ? 1 : 0}|${env.favorites?.join(',') ?? ''}|${cacheKey}`;
  let byKey = rendered.get(owner);
  let html = byKey?.get(key);
  if (html !== undefined) stats.reuses++;
  else {
    stats.renders++;
    html = renderToString(
      createElement(
        AppContext.Provider,
        { value: env },
        createElement(CartStoreContext.Provider, { value: cartStore }, children),
      ),
    );
    if (!byKey) rendered.set(owner, (byKey = new Map()));
    if (byKey.size >= MAX_PER_OWNER) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, html);
  }
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
