// Builds the browser bundle into dist/client (served by Workers static assets):
// one ES module entry, one chunk per island, the stylesheet and the public files.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';

const out = 'dist/client';
rmSync(out, { recursive: true, force: true });
mkdirSync(`${out}/assets`, { recursive: true });
const result = await build({
  entryPoints: { entry: 'client/entry.ts' },
  bundle: true, splitting: true, format: 'esm', target: 'es2022', platform: 'browser',
  outdir: `${out}/assets`, entryNames: '[name]', chunkNames: 'chunks/[name]-[hash]',
  minify: true, sourcemap: false, jsx: 'automatic', metafile: true, legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning',
});
cpSync('client/styles.css', `${out}/assets/app.css`);
cpSync('client/public', out, { recursive: true });
writeFileSync('dist/client-meta.json', JSON.stringify(result.metafile));
const bytes = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js')).reduce((s, [, o]) => s + o.bytes, 0);
console.log(`client: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(1)} KiB of JavaScript (minified)`);
