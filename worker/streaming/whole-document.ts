import { createContext, createElement, useContext, type ReactElement, type ReactNode } from 'react';
import { renderToString } from './react-render';

/** The client bundle's entry; fixed name, revalidated (README decision 10). */
export const CLIENT_ENTRY = '/assets/entry.js';

const END = '</body></html>';
// What the scans below look for starts with a character rare in a page ('<', ' ' and '"' are everywhere,
// and each place one occurs is a comparison): the end of React's `<!--$!-->`, the mark of a part left to
// the client, and the end of `id="_R_"`, the id React gives a script of its own (written only for a form
// whose action is a function). useId's ids (`_R_e_`) do not end so.
const CLIENT_RENDERED = '$!-->';
const REACT_SCRIPT = '_R_"';
// Our nonces are base64 (edge/security-headers.ts); anything else is not written into markup by hand.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** The nonce of a whole render's bootstrap; null while streaming, where React writes the bootstrap. */
const WholeBootstrap = createContext<string | null>(null);

/**
 * The module preload of a document rendered whole, where React's streaming renderer would put the one
 * for `bootstrapModules`. A Document renders it in its head in every render, so that the tree, and with
 * it every useId, is the same whichever renderer runs.
 */
export function BootstrapPreload() {
  const nonce = useContext(WholeBootstrap);
  return nonce === null
    ? null
    : createElement('link', {
        rel: 'modulepreload',
        fetchPriority: 'low',
        nonce,
        href: CLIENT_ENTRY,
      });
}
/**
 * A document whose every part is there, rendered to one string (README decision 180).
 *
 * React's streaming renderer turns each of a page's thousands of strings into bytes as it writes them
 * (writeChunk with encodeInto, and a byte count per chunk for its outlining); renderToString joins the
 * same strings in JavaScript, and the runtime encodes the page once. The markup is the streaming
 * renderer's with `bootstrapModules: [CLIENT_ENTRY]` and the nonce: the module preload is the
 * Document's BootstrapPreload (React hoists it where it puts the bootstrap's; after more than ten eager
 * images or a component's own script preload it may sit elsewhere in the head), and the doctype and the
 * module script are added around the string. whole-document.test.ts holds the two renderers to the
 * same bytes.
 *
 * Null when a part suspended or failed after all: renderToString leaves such a part to the client
 * (marked `<!--$!`), where the streaming renderer waits for it or logs its error. Null too for a page
 * with a form whose action is a function: React's script for it would have no nonce.
 */
export function renderWholeDocument(document: ReactElement, nonce: string): string | null {
  if (!BASE64.test(nonce)) return null;
  const html = renderWhole(createElement(WholeBootstrap.Provider, { value: nonce }, document));
  // React's own script (the replay of a form submitted before hydration) would carry no nonce here.
  if (html === null || !html.endsWith(END) || html.includes(REACT_SCRIPT)) return null;
  const script = `<script type="module" src="${CLIENT_ENTRY}" nonce="${nonce}" id="_R_" async=""></script>`;
  return `<!DOCTYPE html>${html.slice(0, -END.length)}${script}${END}`;
}

/**
 * A tree rendered to one string; null when a part suspended or failed (see renderWholeDocument), or when
 * the render threw: the streaming renderer then meets the same error, logs it and fails as before.
 */
export function renderWhole(tree: ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  return html.includes(CLIENT_RENDERED) ? null : html;
}

/**
 * Whether every deferred part has its data by the end of this turn: a warm page's parts come from the
 * isolate's caches within microtasks, and a part not there when a zero-delay timer fires is left to
 * stream. The parts never reject (deferred.tsx's settle).
 */
export const partsReadyThisTurn = async (parts: readonly Promise<unknown>[]): Promise<boolean> =>
  parts.length === 0 || settlesThisTurn(Promise.all(parts));

/** Whether `promise` fulfils before a zero-delay timer fires (a rejection counts as not). */
export async function settlesThisTurn(promise: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = await Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, 0, false))),
  ]);
  clearTimeout(timer);
  return settled;
}
