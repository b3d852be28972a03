import { createApp } from './app';

// The Worker entry: one Hono app per isolate. It holds no request state; everything per request lives on the context.
export default createApp();
// Live operations' Durable Object (wrangler.toml [[durable_objects.bindings]] LIVE).
export { LiveHub } from './live/hub';
