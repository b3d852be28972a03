// The door to a local D1 database (wrangler d1 execute --local) for the operator tools, their tests,
// the browser tests and the bench. The database is `npm start`'s unless WRANGLER_PERSIST_TO, or a
// caller's `persistTo`, names another local state folder.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { ToolError } from './cli.mjs';

/** The project's root: wrangler reads wrangler.toml there, wherever the caller stands. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const persistArgs = (persistTo = process.env.WRANGLER_PERSIST_TO) =>
  persistTo ? ['--persist-to', persistTo] : [];

/** The command line of `wrangler d1 execute DB --local` with these arguments. */
export const d1Command = (args, { persistTo } = {}) => [
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', ...persistArgs(persistTo), ...args],
];

/**
 * A running `npm start` holds the SQLite file, so a statement can meet its write lock: only that is
 * tried again, a few times with a growing pause.
 */
const ATTEMPTS = 4;
const LOCKED = /SQLITE_BUSY|database is locked/;
const quiet = { WRANGLER_SEND_METRICS: 'false' };

/** Runs `wrangler d1 execute DB --local` with these arguments; returns its output. */
export function d1(args, { persistTo } = {}) {
  const [command, commandArgs] = d1Command(args, { persistTo });
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(command, commandArgs, {
        cwd: ROOT,
        env: { ...process.env, ...quiet },
        encoding: 'utf8',
        maxBuffer: 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const output = [error.stderr, error.stdout].filter(Boolean).join('\n').trim();
      if (attempt === ATTEMPTS || !LOCKED.test(output)) throw d1Failure(output || error.message);
      // Said, so that a slow tool is not taken for a stuck one (and a test knows the lock was met).
      process.stderr.write('the local database is locked (npm start?); trying again\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
}

/** wrangler's failure as the operator can act on it. */
export function d1Failure(output) {
  const table = /no such table: (\w+)/.exec(output)?.[1];
  if (table)
    return new ToolError(
      `the local database has no table ${table}: run \`npm run db:migrate\` first`,
    );
  if (LOCKED.test(output))
    return new ToolError('the local database stayed locked (SQLITE_BUSY); try again in a moment');
  return new ToolError(`wrangler d1 execute failed:\n${output}`);
}

/** One SQL statement; returns its rows. */
export const sql = (command, { persistTo } = {}) =>
  JSON.parse(d1(['--json', '--command', command], { persistTo }))[0]?.results ?? [];

/** Applies the migrations not yet applied to that local state folder (CI=true: without asking). */
export function migrateLocal(persistTo) {
  execFileSync(
    'npx',
    ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)],
    { cwd: ROOT, env: { ...process.env, ...quiet, CI: 'true' }, stdio: 'ignore' },
  );
}
