// Builds the browser bundle into dist/client (served by Workers static assets):
// one ES module entry, one chunk per island, the stylesheet, the public files, and the service worker
// with its offline pages and the web app manifests.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
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
// shared/intl.ts caches formatters for the Worker's isolate; the browser takes client/intl.ts instead.
const browserIntl = {
  name: 'browser-intl',
  setup(b) {
    b.onResolve({ filter: /\/intl$/ }, (args) =>
      args.resolveDir.endsWith('/shared') || args.path.includes('shared/intl')
        ? { path: new URL('./intl.ts', import.meta.url).pathname }
        : undefined,
    );
  },
};
// Our imports of React's CommonJS modules go through ES module re-exports (client/esm/); React's own
// and other packages' imports, and the re-exports themselves, resolve as usual.
const reactEsm = {
  name: 'react-esm',
  setup(b) {
    const shims = { react: 'react.ts', 'react/jsx-runtime': 'jsx-runtime.ts' };
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
      args.importer.includes('/node_modules/') || args.importer.includes('/client/esm/')
        ? undefined
        : { path: new URL(`./esm/${shims[args.path]}`, import.meta.url).pathname },
    );
  },
};
const result = await build({
  plugins: [browserIntl, reactEsm],
  // rosetta's dlv would resolve to its "browser" file, a UMD wrapper around the same function that
  // also drags in esbuild's CommonJS helpers; its ES module is the same code in ~150 bytes. Resolved
  // from rosetta's folder, wherever npm put dlv for it.
  alias: {
    dlv: createRequire(new URL('../node_modules/rosetta/', import.meta.url)).resolve(
      'dlv/dist/dlv.es.js',
    ),
  },
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
// The public files, but not the scripts that made them (client/public/icons/make-icons.mjs).
cpSync('client/public', out, { recursive: true, filter: (path) => !path.endsWith('.mjs') });
// The offline pages and the manifests (texts in shared/i18n/*-offline.ts), from client/sw/static-files.ts.
const made = await build({
  entryPoints: ['client/sw/static-files.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const { staticFiles } = await import(
  `data:text/javascript;base64,${Buffer.from(made.outputFiles[0].text).toString('base64')}`
);
for (const [path, text] of Object.entries(staticFiles())) {
  mkdirSync(`${out}/${path}`.replace(/\/[^/]*$/, ''), { recursive: true });
  writeFileSync(`${out}/${path}`, text);
}
// The service worker's caches are named after a hash of every file it may cache and of its own code, so a
// deploy that changes any of them starts fresh caches, and the new worker's activate deletes the old ones.
const sw = await build({
  entryPoints: ['client/sw/sw.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  platform: 'browser',
  minify: true,
  legalComments: 'none',
  define: {
    BUILD_VERSION: '"@BUILD_VERSION@"',
    BUILD_CHUNKS: JSON.stringify(
      Object.keys(result.metafile.outputs)
        .filter((f) => f.startsWith(`${out}/assets/chunks/`) && f.endsWith('.js'))
        .map((f) => f.slice(out.length)),
    ),
  },
  logLevel: 'warning',
});
const swCode = sw.outputFiles[0].text;
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(`${dir}/${e.name}`) : [`${dir}/${e.name}`]))
    .sort();
const hash = createHash('sha256').update(swCode);
for (const file of files(out)) hash.update(`${file}\0`).update(readFileSync(file));
const buildVersion = hash.digest('hex').slice(0, 12);
writeFileSync(`${out}/sw.js`, swCode.replace('@BUILD_VERSION@', buildVersion));
writeFileSync('dist/client-meta.json', JSON.stringify(result.metafile));
const bytes = Object.entries(result.metafile.outputs)
  .filter(([f]) => f.endsWith('.js'))
  .reduce((s, [, o]) => s + o.bytes, 0);
console.log(
  `client: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(1)} KiB of JavaScript (minified); sw.js ${buildVersion}`,
);
