import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The browser tests' way into a test server's D1 database (wrangler's own local engine). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs one statement against the database of the server persisted at `state`; returns its rows. */
export function query<Row>(command: string, state = '.wrangler/e2e-state'): Row[] {
  const out = execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      state,
      '--json',
      '--command',
      command,
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return (JSON.parse(out) as { results: Row[] }[])[0]?.results ?? [];
}

/** A string as an SQL literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
