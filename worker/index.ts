import { createApp } from './app';

// The Worker entry: one Hono app per isolate. It holds no request state; everything per request lives on the context.
export default createApp();
