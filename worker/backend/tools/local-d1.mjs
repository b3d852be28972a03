// The operator tools' door to the local D1 database (wrangler d1 execute --local). WRANGLER_PERSIST_TO
// points at another local state folder (the browser tests use their own).
import { execFileSync } from 'node:child_process';

import { ToolError } from './cli.mjs';

const persist = process.env.WRANGLER_PERSIST_TO
  ? ['--persist-to', process.env.WRANGLER_PERSIST_TO]
  : [];

/** The command line of `wrangler d1 execute DB --local` with these arguments. */
export const d1Command = (args) => [
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', ...persist, ...args],
];

/**
 * A running `npm start` holds the SQLite file, so a statement can meet its write lock: only that is
 * tried again, a few times with a growing pause (as client/e2e/d1.ts does).
 */
const ATTEMPTS = 4;
const LOCKED = /SQLITE_BUSY|database is locked/;

/** Runs `wrangler d1 execute DB --local` with these arguments; returns its output. */
export function d1(args) {
  const [command, commandArgs] = d1Command(args);
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(command, commandArgs, {
        encoding: 'utf8',
        maxBuffer: 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const output = [error.stderr, error.stdout].filter(Boolean).join('\n').trim();
      if (attempt === ATTEMPTS || !LOCKED.test(output)) throw d1Failure(output || error.message);
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
export const sql = (command) => JSON.parse(d1(['--json', '--command', command]))[0]?.results ?? [];
