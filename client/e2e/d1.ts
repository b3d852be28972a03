import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The browser tests' way into a test server's D1 database (wrangler's own local engine). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A second process opens the test server's SQLite file here, so a statement can meet the
 * server's write lock ("database is locked"); only that is tried again, a few times, and a failure
 * carries wrangler's own words.
 */
const ATTEMPTS = 4;
/** The lock, as workerd's SQLite says it; any other failure is the test's to see at once. */
const LOCKED = /SQLITE_BUSY|database is locked/;

/** Runs one statement against the database of the server persisted at `state`; returns its rows. */
export function query<Row>(command: string, state = '.wrangler/e2e-state'): Row[] {
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--json'];
  let out: string | undefined;
  for (let attempt = 1; out === undefined; attempt++) {
    try {
      out = execFileSync('npx', [...args, '--command', command], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const why = explain(error);
      if (attempt === ATTEMPTS || !LOCKED.test(why)) throw new Error(`${command}\n${why}`);
      sleep(250 * attempt);
    }
  }
  return (JSON.parse(out) as { results: Row[] }[])[0]?.results ?? [];
}

/** What wrangler printed when it failed, or the error itself. */
function explain(error: unknown): string {
  const { stdout, stderr } = error as { stdout?: string; stderr?: string };
  return [stderr, stdout].filter(Boolean).join('\n').trim() || String(error);
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A string as an SQL literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
