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

/** Runs `wrangler d1 execute DB --local` with these arguments; returns its output. */
export const d1 = (args) =>
  execFileSync(...d1Command(args), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** wrangler's failure as the operator can act on it. */
export const d1Failure = (output) => new ToolError(`wrangler d1 execute failed:\n${output}`);

/** One SQL statement; returns its rows. */
export const sql = (command) => JSON.parse(d1(['--json', '--command', command]))[0]?.results ?? [];
