// Whether the D1 database has every migration the code brings (npm run db:check -- --remote|--local;
// `npm run deploy` runs it with --remote first): the files in wrangler.toml's migrations_dir against
// the names wrangler recorded in its migrations table when it applied them. Exit 1 naming the missing
// ones, and the command that applies them. A deployment that skipped `wrangler d1 migrations apply`
// otherwise half-works until a query names what the database lacks (README decision 222).
//   --local          the local database (npm start's, or WRANGLER_PERSIST_TO's), the default
//   --remote         the deployed one (wrangler's login or CLOUDFLARE_API_TOKEN)
//   --env <name>     the database of that environment of the configuration (wrangler's --env)
//   --config <file>  another wrangler configuration, relative to where the command was typed (npm
//                    runs scripts in the package's folder and says where in INIT_CWD)
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ToolError, usage } from './cli.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const USAGE = 'npm run db:check -- [--local | --remote] [--env <name>] [--config <wrangler.toml>]';

const args = process.argv.slice(2);
let where = 'local';
let configPath = resolve(ROOT, 'wrangler.toml');
let env;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--local' || args[i] === '--remote') where = args[i].slice(2);
  else if (args[i] === '--config' && args[i + 1])
    configPath = resolve(process.env.INIT_CWD ?? process.cwd(), args[++i]);
  else if (args[i] === '--env' && args[i + 1]) env = args[++i];
  else usage(USAGE);
}
if (args.includes('--local') && args.includes('--remote')) usage(USAGE);
// The flags naming the configuration and environment checked, for the command that applies them.
const flags = [
  ...(env ? ['--env', env] : []),
  ...(args.includes('--config') ? ['--config', configPath] : []),
];

// wrangler reads its configuration as it does for deploy (seconds to load: after the usage check).
const { unstable_readConfig } = await import('wrangler');
const config = unstable_readConfig({ config: configPath, env });
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
const named = `the ${where} database${env ? ` of the environment ${env}` : ''}`;

if (missing.length) {
  const apply =
    where === 'local' && !flags.length
      ? 'npm run db:migrate (npx wrangler d1 migrations apply DB --local)'
      : ['npx wrangler d1 migrations apply DB', `--${where}`, ...flags].join(' ');
  throw new ToolError(
    `${named} lacks ${missing.length} of the ${brought.length} migrations: ${missing.join(', ')}; apply them with ${apply}`,
  );
}
console.log(`db-check: ${named} has all ${brought.length} migrations (${brought.at(-1)})`);

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
    ...(env ? ['--env', env] : []),
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
