// The benchmark's server: the Worker under Miniflare/workerd through wrangler's programmatic API, as
// `wrangler dev` runs it, but without the V8 inspector unless one is asked for. wrangler dev always
// attaches one and subscribes to its Network domain: every subrequest and D1 call is then reported to
// wrangler's node process (about 4 ms of CPU per checkout page), which production never pays.
//   node worker/bench/dev-server.mjs '{"port":8797,"persistTo":"…","vars":{…},"inspectorPort":9231}'
import { unstable_startWorker } from 'wrangler';

const { port, persistTo, vars = {}, inspectorPort } = JSON.parse(process.argv[2]);
const worker = await unstable_startWorker({
  config: 'wrangler.toml',
  // The programmatic API does not derive this from compatibility_flags as the CLI does.
  build: { nodejsCompatMode: 'v2' },
  bindings: Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }]),
  ),
  dev: {
    server: { hostname: '127.0.0.1', port },
    inspector: inspectorPort ? { hostname: '127.0.0.1', port: inspectorPort } : false,
    persist: persistTo,
    logLevel: 'error',
  },
});
await worker.ready;
const stop = async () => {
  await worker.dispose();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
