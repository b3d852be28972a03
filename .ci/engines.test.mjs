// package.json's engines tell the truth: every Node version they admit is one that every installed
// package admits, but for the three the workerd test project's plugin brings (README "Node"), which
// declare Node 22 and run on 20.19 and later (CI runs 20.20). An upgrade that asks for a newer Node
// fails here, naming the package, instead of in an operator's `npm start`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// semver: npm's own range rules, as EBADENGINE applies them (a devDependency of its own).
import semver from 'semver';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const json = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** The packages that declare more than they need (said in the README's section "Node"). */
const WANTS_22_RUNS_ON_20 = {
  'node_modules/@cloudflare/vitest-plugin/node_modules/@cloudflare/kv-asset-handler': '>=22.0.0',
  'node_modules/@cloudflare/vitest-plugin/node_modules/miniflare': '>=22.0.0',
  'node_modules/@cloudflare/vitest-plugin/node_modules/wrangler': '>=22.0.0',
};

/** Each installed package (the lock's, as installed: optional ones for other platforms are not) with its engines.node. */
function installedEngines() {
  const engines = {};
  for (const path of Object.keys(json('package-lock.json').packages)) {
    if (!path || !existsSync(join(ROOT, path, 'package.json'))) continue;
    const range = json(join(path, 'package.json')).engines?.node;
    if (typeof range === 'string' && semver.validRange(range)) engines[path] = range;
  }
  return engines;
}

test('every Node version package.json admits is one every installed package admits', () => {
  const admitted = json('package.json').engines.node;
  const engines = installedEngines();
  const narrower = Object.entries(engines)
    .filter(([path, range]) => !(path in WANTS_22_RUNS_ON_20) && !semver.subset(admitted, range))
    .map(([path, range]) => `${path} ${range}`);
  expect(narrower).toEqual([]);
  const declared = Object.keys(WANTS_22_RUNS_ON_20).map((path) => [path, engines[path]]);
  expect(Object.fromEntries(declared)).toEqual(WANTS_22_RUNS_ON_20);
  // The Node running these tests is one of them.
  expect(semver.satisfies(process.version, admitted)).toBe(true);
});
