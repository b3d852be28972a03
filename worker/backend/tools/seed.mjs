// Seeds the local D1 database with the deterministic demo catalogue.
//   node worker/backend/tools/seed.mjs                 re-seeds from scratch
//   node worker/backend/tools/seed.mjs --if-empty      seeds only when there are no products (npm start)
//   node worker/backend/tools/seed.mjs --products N    re-seeds with N products (the catalogue-size bench)
// Anything else is a usage error (exit 2) that touches nothing: a re-seed wipes carts, orders and mails.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { ToolError, fail, usage } from './cli.mjs';
import { d1Command, d1Failure, sql } from './local-d1.mjs';
import { runOwned, spawnOwned } from './owned-child.mjs';

const USAGE = 'node worker/backend/tools/seed.mjs [--if-empty] [--products N]';
let options;
try {
  options = parseArgs({
    options: { 'if-empty': { type: 'boolean' }, products: { type: 'string' } },
  }).values;
} catch (error) {
  console.error(`seed: ${error.message.split('. ')[0]}`);
  usage(USAGE);
}
const products = options.products === undefined ? null : Number(options.products);
if (products !== null && !(Number.isInteger(products) && products > 0 && products <= 1_000_000))
  fail('--products takes a whole number from 1 to 1 000 000', 2);

/** The SQLite file behind the local D1 binding (Miniflare keeps one per database, beside metadata.sqlite). */
function localD1File() {
  const dir = `${process.env.WRANGLER_PERSIST_TO ?? '.wrangler/state'}/v3/d1/miniflare-D1DatabaseObject`;
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1)
    throw new Error(`seed: expected one D1 database in ${dir}, found ${files}`);
  return `${dir}/${files[0]}`;
}

/**
 * Writes the parts straight into the local D1 database's SQLite file, in one transaction, through the
 * sqlite3 shell: `wrangler d1 execute --file` runs a big script statement by statement through workerd
 * and takes far longer for 200 000 products. Nothing else (wrangler dev) may hold the file meanwhile.
 */
async function writeDirect(parts, total, started) {
  sql('SELECT count(*) AS n FROM products'); // fails early when the migrations have not run
  const child = spawnOwned('sqlite3', ['-bail', localD1File()], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new ToolError(`sqlite3 exit ${code}`)),
    );
    child.on('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new ToolError(
              '--products writes through the sqlite3 shell: install it (apt-get install sqlite3)',
            )
          : error,
      ),
    );
  });
  child.stdin.on('error', () => {}); // a failed statement ends sqlite3; `exited` reports it
  const write = (text) =>
    Promise.race([
      exited,
      new Promise((resolve) =>
        child.stdin.write(`${text}\n`) ? resolve() : child.stdin.once('drain', resolve),
      ),
    ]);
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  await write('BEGIN;');
  let done = 0;
  for (const part of parts) {
    // The last part (the restock demo and the category summaries) adds no product.
    if (part.done === done) process.stdout.write('\nseed: counting the category summaries');
    await write(part.sql);
    if (part.done > done)
      process.stdout.write(`\rseed: ${part.done} of ${total} products, ${seconds()} s`);
    done = part.done;
  }
  await write('COMMIT;');
  child.stdin.end();
  await exited;
  console.log(`\nseed: ${total} products written in ${seconds()} s`);
}

if (options['if-empty']) {
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
// On every way out: done, failed or interrupted (owned-child.mjs turns a signal into an exit).
process.on('exit', () => {
  rmSync(`${tmp}.mjs`, { force: true });
  rmSync(`${tmp}.sql`, { force: true });
});
await build({
  entryPoints: ['worker/backend/seed/node-entry.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: `${tmp}.mjs`,
  logLevel: 'error',
});
const { seedParts, seedSql, summary } = await import(pathToFileURL(`${tmp}.mjs`).href);
if (products !== null) {
  await writeDirect(seedParts(new Date(), products, 10_000), products, started);
} else {
  writeFileSync(`${tmp}.sql`, seedSql(new Date()));
  const { code, output } = await runOwned(...d1Command(['--file', `${tmp}.sql`]));
  if (code !== 0) throw d1Failure(output);
  console.log(`seed: ${summary()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
