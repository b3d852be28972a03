import { createApp } from './app';
import { benchBare, isBenchBare } from './bench/floor';
import type { Bindings } from './env';

// One Hono app per isolate. It holds no request state; everything per request lives on the context.
const app = createApp();

// The Worker entry. The benchmark's bare floor answers here, before Hono and every middleware.
export default {
  fetch(request, env, ctx) {
    if (env.BENCH_ENDPOINTS && isBenchBare(request, env)) return benchBare(request);
    return app.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
// Live operations' Durable Object (wrangler.toml [[durable_objects.bindings]] LIVE).
export { LiveHub } from './live/hub';
