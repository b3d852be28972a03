import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      readdirSync(join(ROOT, '.wrangler/tmp')).filter((f) => f.includes(`-${seed.pid}.`)),
    ).toEqual([]);
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    expect(processes.split('\n').filter((line) => line.includes(state.dir))).toEqual([]);
  }, 60_000);
});
