// Seeds the local D1 database with the deterministic demo catalogue.
//   node worker/backend/tools/seed.mjs            re-seeds from scratch
//   node worker/backend/tools/seed.mjs --if-empty seeds only when there are no products (npm start)
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// WRANGLER_PERSIST_TO points at another local state folder (the browser tests use their own).
const persist = process.env.WRANGLER_PERSIST_TO ? ['--persist-to', process.env.WRANGLER_PERSIST_TO] : [];
const wrangler = (args) => execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', ...persist, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

if (process.argv.includes('--if-empty')) {
  const out = JSON.parse(wrangler(['--json', '--command', 'SELECT count(*) AS n FROM products']));
  const n = out[0]?.results?.[0]?.n ?? 0;
  if (n > 0) { console.log(`seed: the database already holds ${n} products, leaving it as it is`); process.exit(0); }
}

const started = Date.now();
mkdirSync('.wrangler/tmp', { recursive: true });
await build({ entryPoints: ['worker/backend/seed/node-entry.ts'], bundle: true, format: 'esm', platform: 'node', outfile: '.wrangler/tmp/seed.mjs', logLevel: 'error' });
const { seedSql, summary } = await import(pathToFileURL('.wrangler/tmp/seed.mjs').href);
writeFileSync('.wrangler/tmp/seed.sql', seedSql(new Date()));
wrangler(['--file', '.wrangler/tmp/seed.sql']);
console.log(`seed: ${summary()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
