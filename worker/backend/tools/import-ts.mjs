// The operator tools' way to run the backend's own TypeScript (statements, signatures) in Node, so a tool
// and the Worker share one implementation: the module is bundled by esbuild into a temporary folder and
// imported from there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Imports `path` (relative to worker/backend/tools/), a TypeScript module of the backend. */
export async function importTs(path) {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-tool-'));
  try {
    const outfile = join(dir, 'module.mjs');
    await build({
      entryPoints: [new URL(path, import.meta.url).pathname],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      outfile,
      logLevel: 'silent',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
