// Child processes a tool waits for and that do not outlive it. Each child gets a process group of its
// own (npx starts wrangler, which starts workerd); once this module is loaded, an interrupt of the tool
// (Ctrl-C, SIGTERM, a closed terminal) kills every running child's group, then the tool exits with
// the signal's code, so its 'exit' handlers (the seed's temporary files) run. SIGKILL: wrangler traps
// the polite signals and went on for seconds (in CI, still writing after the tool had gone).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const running = new Set();

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // That group has ended already.
      }
    }
    process.exit(128 + constants.signals[signal]);
  });

/** spawn(), with the child ended when the tool is interrupted. */
export function spawnOwned(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.on('close', () => running.delete(child));
  return child;
}

/** Runs the command to its end; resolves with its exit code and everything it printed. */
export function runOwned(command, args) {
  const child = spawnOwned(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
