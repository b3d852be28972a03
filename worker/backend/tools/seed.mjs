// Seeds the local D1 database with the deterministic demo catalogue.
//   node worker/backend/tools/seed.mjs            re-seeds from scratch
//   node worker/backend/tools/seed.mjs --if-empty seeds only when there are no products (npm start)
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { d1, sql } from './local-d1.mjs';

if (process.argv.includes('--if-empty')) {
  const n = sql('SELECT count(*) AS n FROM products')[0]?.n ?? 0;
  if (n > 0) {
    console.log(`seed: the database already holds ${n} products, leaving it as it is`);
    process.exit(0);
  }
}

const started = Date.now();
// Files of this run only: the browser tests seed two databases at once.
const tmp = `.wrangler/tmp/seed-${process.pid}`;
mkdirSync('.wrangler/tmp', { recursive: true });
try {
  await build({
    entryPoints: ['worker/backend/seed/node-entry.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: `${tmp}.mjs`,
    logLevel: 'error',
  });
  const { seedSql, summary } = await import(pathToFileURL(`${tmp}.mjs`).href);
  writeFileSync(`${tmp}.sql`, seedSql(new Date()));
  d1(['--file', `${tmp}.sql`]);
  console.log(`seed: ${summary()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(`${tmp}.mjs`, { force: true });
  rmSync(`${tmp}.sql`, { force: true });
}
