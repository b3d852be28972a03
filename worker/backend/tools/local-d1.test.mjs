import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { ROOT, localState, runTool } from './tool-testing.mjs';

describe('an unmigrated database', () => {
  const state = localState({ migrated: false });
  afterAll(() => state.remove());

  test.each([
    ['orders', ['list']],
    ['reviews', ['list']],
    ['payments', ['list']],
    ['companies', ['list']],
    ['impersonate', ['anna@example.com']],
    ['preview', ['vinterkampanj']],
  ])('%s says to migrate, in one line', (tool, args) => {
    const run = runTool(tool, args, state);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      new RegExp(
        `^${tool}: the local database has no table \\w+: run \`npm run db:migrate\` first$`,
      ),
    );
  });
});

test('a statement that meets a lock is tried again', async () => {
  const state = localState();
  try {
    const dir = join(state.dir, 'v3/d1/miniflare-D1DatabaseObject');
    const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
    const holder = spawn('sqlite3', [join(dir, String(file))], {
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    holder.stdin.write('BEGIN EXCLUSIVE;\n');
    const tool = spawn('node', ['worker/backend/tools/reviews.mjs', 'list'], {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_PERSIST_TO: state.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    tool.stdout.on('data', (chunk) => (output += chunk));
    // Held until the tool has met it (it says so), then let go: no race with wrangler's start-up.
    let said = '';
    tool.stderr.on('data', (chunk) => {
      said += chunk;
      if (said.includes('trying again')) holder.stdin.end('COMMIT;\n');
    });
    const code = await new Promise((resolve) => tool.on('exit', resolve));
    expect({ code, output }).toEqual({ code: 0, output: 'reviews: none pending\n' });
    expect(said).toMatch(/^(the local database is locked \(npm start\?\); trying again\n)+$/);
  } finally {
    state.remove();
  }
}, 60_000);
