/**
 * React's server renderer for the Worker: the build made for Node, not the one workerd's export condition
 * picks (react-dom/server.edge). The edge build turns every string it streams (each attribute, each
 * text) into a new Uint8Array with TextEncoder.encode, and in workerd each new buffer costs a backing
 * store, a handle and a sweep; the Node build encodes its strings into one shared 4 KiB buffer
 * (encodeInto). Both answer renderToReadableStream with the same web stream, and renderToString with the
 * same string. The Node build's imports (util, crypto, async_hooks, stream) are workerd's own under
 * `nodejs_compat` (wrangler.toml). Import React's server renderer from here only: one build in the bundle.
 * README decision 179.
 */
export { renderToReadableStream, renderToString } from 'react-dom/server.node';
export type { ReactDOMServerReadableStream } from 'react-dom/server';
