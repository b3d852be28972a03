import { createElement, type ComponentType } from 'react';
import { renderToString } from '../streaming/react-render';
import { AppContext, type AppEnv } from '../../client/app-context';
import { CartStoreContext, createCartStore } from '../../client/stores/cart-store';
import { createTranslator } from '../../shared/i18n/translator';
import { CachedHtml, cachedHtmlStats } from '../streaming/cached-html';
import { renderKey } from '../streaming/render-key';

/** A page's view environment, new per call as per request: Swedish, no market in the path, VAT included. */
export const testEnv = (over: Partial<AppEnv> = {}): AppEnv => ({
  t: createTranslator(over.locale ?? 'sv'),
  locale: 'sv',
  link: { locale: over.locale ?? 'sv', market: null },
  vatIncluded: true,
  favorites: [],
  ...over,
});

/** The environment changed one field at a time (the translator goes with the locale). */
export const ENV_CHANGES: Record<string, () => AppEnv> = {
  locale: () => testEnv({ locale: 'en', link: { locale: 'sv', market: null } }),
  link: () => testEnv({ link: { locale: 'sv', market: 'se' } }),
  vatIncluded: () => testEnv({ vatIncluded: false }),
  favorites: () => testEnv({ favorites: [1] }),
};

/** `<CachedHtml render props />` as a page renders it, inside the view environment and a cart store. */
export function renderCached<P extends object>(
  render: ComponentType<P>,
  props: P,
  env: AppEnv,
  anchor?: object,
) {
  const store = createCartStore(null, { locale: env.locale, market: 'se' });
  return renderToString(
    createElement(
      AppContext.Provider,
      { value: env },
      createElement(
        CartStoreContext.Provider,
        { value: store },
        createElement(CachedHtml<P>, { render, props, anchor }),
      ),
    ),
  );
}

export interface CallSite<P extends object> {
  render: ComponentType<P>;
  /** The props as one request makes them: catalogue data from outside, the rest new on every call. */
  props: (env: AppEnv) => P;
  /** Another value for every prop the component takes, optional ones too (a new prop needs one here). */
  changes: { [K in keyof P]-?: (env: AppEnv) => P[K] };
  /** Props whose change shows only from other props (e.g. the empty text on an empty list). */
  bases?: { [K in keyof P]?: (env: AppEnv) => P };
}

/**
 * Renders a call site as two requests would (new per-request values, the same catalogue objects) and
 * then with each prop and each environment field changed in turn. `reused`: the second request reused
 * the first one's HTML. `unseenProps`: props whose change left the HTML as it was (a key that ignores a
 * prop serves the old markup, so this is how a missing key shows). `unkeyedEnv`: environment fields
 * whose change kept the key.
 */
export function checkCallSite<P extends object>(
  site: { render: ComponentType<P> } & NoInfer<CallSite<P>>,
) {
  const first = testEnv();
  const html = renderCached(site.render, site.props(first), first);
  const before = cachedHtmlStats();
  const again = testEnv();
  const same = renderCached(site.render, site.props(again), again);
  const reused = same === html && cachedHtmlStats().renders === before.renders;
  const unseenProps: string[] = [];
  for (const name of Object.keys(site.changes) as (keyof P & string)[]) {
    const env = testEnv();
    const base = site.bases?.[name]?.(env) ?? site.props(env);
    const baseHtml = renderCached(site.render, base, env);
    const changed = renderCached(site.render, { ...base, [name]: site.changes[name](env) }, env);
    if (changed === baseHtml) unseenProps.push(name);
  }
  const baseKey = renderKey(site.render, site.props(first), first).key;
  const unkeyedEnv = Object.entries(ENV_CHANGES)
    .filter(([, make]) => {
      const env = make();
      return renderKey(site.render, site.props(env), env).key === baseKey;
    })
    .map(([name]) => name);
  return { reused, unseenProps, unkeyedEnv };
}
