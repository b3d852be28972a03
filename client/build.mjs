// Builds the browser bundle into dist/client (served by Workers static assets):
// one ES module entry, one chunk per island, the stylesheet and the public files.
import { build } from 'esbuild';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';

const out = 'dist/client';
// Empty the folder but keep it: a running `wrangler dev` watches it and stops serving assets if it goes away.
if (existsSync(out))
  for (const entry of readdirSync(out)) rmSync(`${out}/${entry}`, { recursive: true, force: true });
mkdirSync(`${out}/assets`, { recursive: true });
const result = await build({
  entryPoints: { entry: 'client/entry.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  outdir: `${out}/assets`,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  sourcemap: false,
  jsx: 'automatic',
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const styleParts = readdirSync('client/styles').filter((f) => f !== 'index.css');
const styleIndex = readFileSync('client/styles/index.css', 'utf8');
const forgotten = styleParts.filter((f) => !styleIndex.includes(`@import './${f}';`));
if (forgotten.length)
  throw new Error(`client/styles/index.css does not import ${forgotten.join(', ')}`);
// One minified stylesheet from client/styles/ (in index.css's order); the Worker inlines this file.
await build({
  entryPoints: ['client/styles/index.css'],
  bundle: true,
  minify: true,
  outfile: `${out}/assets/app.css`,
  logLevel: 'warning',
});
cpSync('client/public', out, { recursive: true });
writeFileSync('dist/client-meta.json', JSON.stringify(result.metafile));
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => f.endsWith('.js'))
  .reduce((s, [, o]) => s + o.bytes, 0);
console.log(
  `client: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(1)} KiB of JavaScript (minified)`,
);
