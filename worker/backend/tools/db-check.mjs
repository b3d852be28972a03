// Whether the D1 database has every migration the code brings (npm run db:check -- --remote|--local;
// `npm run deploy` runs it with --remote first): the files in wrangler.toml's migrations_dir against
// the names wrangler recorded in its migrations table when it applied them. Exit 1 naming the missing
// ones, and the command that applies them. A deployment that skipped `wrangler d1 migrations apply`
// otherwise half-works until a query names what the database lacks (README decision 222).
//   --local          the local database (npm start's, or WRANGLER_PERSIST_TO's), the default
//   --remote         the deployed one (wrangler's login or CLOUDFLARE_API_TOKEN)
//   --config <file>  another wrangler configuration, as wrangler takes it
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ToolError, usage } from './cli.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const USAGE = 'npm run db:check -- [--local | --remote] [--config <wrangler.toml>]';

const args = process.argv.slice(2);
let where = 'local';
let configPath = resolve(ROOT, 'wrangler.toml');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--local' || args[i] === '--remote') where = args[i].slice(2);
  else if (args[i] === '--config' && args[i + 1]) configPath = resolve(args[++i]);
  else usage(USAGE);
}
if (args.includes('--local') && args.includes('--remote')) usage(USAGE);

// wrangler reads its configuration as it does for deploy (seconds to load: after the usage check).
const { unstable_readConfig } = await import('wrangler');
const config = unstable_readConfig({ config: configPath });
const database = config.d1_databases.find((d) => d.binding === 'DB');
const api = config.vars?.COMMERCE_API_URL;
if (!database) {
  console.log('db-check: the configuration binds no D1 database DB: nothing to check');
  process.exit(0);
}
if (typeof api === 'string' && api !== 'embedded') {
  console.log(`db-check: COMMERCE_API_URL is ${api}: the embedded backend's database is unused`);
  process.exit(0);
}

const dir = resolve(dirname(configPath), database.migrations_dir ?? 'migrations');
const brought = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const applied = new Set(appliedMigrations(database.migrations_table ?? 'd1_migrations'));
const missing = brought.filter((name) => !applied.has(name));
const which = where === 'remote' ? 'the remote database' : 'the local database';

if (missing.length) {
  const apply =
    where === 'remote'
      ? 'npx wrangler d1 migrations apply DB --remote'
      : 'npm run db:migrate (npx wrangler d1 migrations apply DB --local)';
  throw new ToolError(
    `${which} lacks ${missing.length} of the ${brought.length} migrations: ${missing.join(', ')}; apply them with ${apply}`,
  );
}
console.log(`db-check: ${which} has all ${brought.length} migrations (${brought.at(-1)})`);

/**
 * The names wrangler recorded (its migrations table, as JSON: `wrangler d1 migrations list` draws a
 * table for people); none when it never applied one.
 */
function appliedMigrations(table) {
  const persistTo = process.env.WRANGLER_PERSIST_TO;
  const command = [
    'wrangler',
    'd1',
    'execute',
    'DB',
    `--${where}`,
    '--config',
    configPath,
    ...(where === 'local' && persistTo ? ['--persist-to', persistTo] : []),
    '--json',
    '--command',
    `SELECT name FROM ${table}`,
  ];
  try {
    const output = execFileSync('npx', command, {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return (JSON.parse(output)[0]?.results ?? []).map((row) => row.name);
  } catch (error) {
    const output = [error.stderr, error.stdout].filter(Boolean).join('\n').trim();
    if (new RegExp(`no such table: ${table}`).test(output)) return [];
    throw new ToolError(`wrangler d1 execute failed:\n${output || error.message}`);
  }
}
