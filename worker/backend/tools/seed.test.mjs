import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

import { ROOT, localState, runTool } from './tool-testing.mjs';

describe('seed', () => {
  const state = localState();
  afterAll(() => state.remove());

  test.each([
    [['--product', '50'], /unknown option '--product'/i],
    [['--products', 'abc'], /whole number/],
    [['--products'], /argument missing/i],
    [['extra'], /unexpected argument 'extra'/i],
  ])('%j is a usage error that touches nothing', (args, why) => {
    const run = runTool('seed', args, state);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(why);
    expect(run.stdout).toBe('');
  });

  test('an interrupt ends the wrangler child and removes the temporary files', async () => {
    const seed = spawn('node', ['worker/backend/tools/seed.mjs'], {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_PERSIST_TO: state.dir },
      stdio: 'ignore',
    });
    const sqlFile = join(ROOT, `.wrangler/tmp/seed-${seed.pid}.sql`);
    while (!existsSync(sqlFile)) await new Promise((resolve) => setTimeout(resolve, 100));
    // The script is written just before wrangler starts; let it start.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const exited = new Promise((resolve) => seed.on('exit', (code) => resolve(code)));
    seed.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(
      readdirSync(join(ROOT, '.wrangler/tmp')).filter((f) => f.includes(`-${seed.pid}.`)),
    ).toEqual([]);
    // A killed process group is gone within moments, not after the seed's 10 s of writing.
    const left = () =>
      execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(state.dir) && !line.startsWith('ps '));
    for (let tries = 0; tries < 20 && left().length; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(left()).toEqual([]);
  }, 60_000);
});

test('--products without the sqlite3 shell says what to install', () => {
  const state = localState();
  const bin = mkdtempSync(join(tmpdir(), 'ralph-bin-'));
  try {
    // What `npx wrangler` needs, and no sqlite3.
    for (const command of ['node', 'npx', 'sh'])
      symlinkSync(
        execFileSync('which', [command], { encoding: 'utf8' }).trim(),
        join(bin, command),
      );
    const run = runTool('seed', ['--products', '5'], state, { PATH: bin });
    expect(run.stderr.trim()).toBe(
      'seed: --products writes through the sqlite3 shell: install it (apt-get install sqlite3)',
    );
    expect(run.code).toBe(1);
  } finally {
    rmSync(bin, { recursive: true, force: true });
    state.remove();
  }
}, 60_000);
