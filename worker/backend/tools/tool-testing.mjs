// The operator tools' tests run each tool as the operator does, in Node, against a local state folder of
// their own (WRANGLER_PERSIST_TO), so neither `npm start`'s database nor another test's is touched.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { migrateLocal, sql } from './local-d1.mjs';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const quiet = { WRANGLER_SEND_METRICS: 'false' };

/** A fresh state folder, migrated unless asked not to; `remove()` deletes it. */
export function localState({ migrated = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-tools-'));
  if (migrated) migrateLocal(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `node worker/backend/tools/<tool>.mjs …args` on that state; its exit code and output. */
export function runTool(tool, args, state, env = {}) {
  const run = spawnSync('node', [`worker/backend/tools/${tool}.mjs`, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...quiet, WRANGLER_PERSIST_TO: state.dir, ...env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** One statement on that state, as the tools send it; its rows. */
export const query = (state, command) => sql(command, { persistTo: state.dir });

/** runTool without blocking the test's own event loop (a server the tool calls runs in the test). */
export function runToolAsync(tool, args, state, env = {}) {
  const child = spawn('node', [`worker/backend/tools/${tool}.mjs`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...quiet, WRANGLER_PERSIST_TO: state.dir, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
