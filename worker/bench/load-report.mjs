// The sustained load's results as worker/bench/results/load.{json,md}: a row per minute, the targets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { median } from './http.mjs';

const FULL_MINUTES = 10;
/** A generator later than this on its schedule is noted under the settings. */
const LAG_NOTE_MS = 20;
const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const mib = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const statuses = (counts) =>
  Object.entries(counts ?? {})
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
const yes = (ok) => (ok ? 'met' : '**missed**');

/** Later minutes against earlier ones (medians of the per-minute values): near 1 means no drift. */
function drift(minutes, key) {
  const values = minutes.map((m) => m[key]).filter(Number.isFinite);
  const half = Math.floor(values.length / 2);
  if (half < 1) return NaN;
  return median(values.slice(-half)) / median(values.slice(0, half));
}

/** All the isolate holds after a GC: the JS heap and the backing stores (older runs read the heap alone). */
const memoryOf = (h) => h?.memoryMiB ?? h?.usedMiB;

export function loadMarkdown(r) {
  const heaps = [r.heap.baseline, ...r.minutes.map((m) => m.heap), r.heap.after]
    .map(memoryOf)
    .filter(Number.isFinite);
  const maxHeap = Math.max(...heaps);
  const maxJsHeap = Math.max(...r.minutes.map((m) => m.heap?.usedMiB).filter(Number.isFinite));
  const s = r.settings;
  const lines = [
    `# Sustained load ${r.date}`,
    '',
    ...(s.minutes < FULL_MINUTES
      ? [
          `> **Placeholder**: a ${s.minutes}-minute run, shorter than the full run of at least`,
          `> ${FULL_MINUTES} minutes (\`npm run bench -- --load\` on a quiet machine replaces it).`,
          '',
        ]
      : []),
    `${r.server}. Open loop at ${s.rate} req/s for ${s.minutes} min (the capacity probe, a closed`,
    `loop ${s.probe.concurrency} at a time for ${s.probe.seconds} s, answered ${s.probe.rps.toFixed(1)} req/s${s.probe.errors ? `, ${s.probe.errors} errors` : ''}).`,
    `Mix per 50 requests: ${Object.entries(s.mix)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}; latency from the scheduled send time.`,
    ...(Math.max(...r.minutes.map((m) => m.generatorLagMs)) > LAG_NOTE_MS
      ? [
          '',
          `The generator sent up to ${ms(Math.max(...r.minutes.map((m) => m.generatorLagMs)))} ms late (its core was`,
          'busy): the latencies include that wait.',
        ]
      : []),
    '',
    '| target | measured | |',
    '|---|---|---|',
    `| errors: 0 | ${r.errors} of ${r.requests} | ${yes(r.errors === 0)} |`,
    `| isolate memory after GC (JS heap and backing stores) < ${r.heap.limitMiB} MiB, every minute | max ${mib(maxHeap)} MiB (start ${mib(memoryOf(r.heap.baseline))}, end ${mib(memoryOf(r.heap.after))}; JS heap alone at most ${mib(maxJsHeap)}) | ${yes(heaps.length === r.minutes.length + 2 && maxHeap < r.heap.limitMiB)} |`,
    `| distinct pages ≥ ${r.distinctTarget} | ${r.distinctPages} | ${yes(r.distinctPages >= r.distinctTarget)} |`,
    `| no drift (later / earlier minutes) | p50 × ${drift(r.minutes, 'p50').toFixed(2)}, p99 × ${drift(r.minutes, 'p99').toFixed(2)} | |`,
    '',
    '| minute | requests | errors | p50 ms | p99 ms | JS heap after GC MiB | backing stores MiB | isolate memory MiB | GC ms | server CPU ms per request | most in flight | generator lag ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...r.minutes.map(
      (m) =>
        `| ${m.minute} | ${m.requests} | ${m.errors} | ${ms(m.p50)} | ${ms(m.p99)} | ${mib(m.heap?.usedMiB)} | ${mib(m.heap?.backingMiB)} | ${mib(memoryOf(m.heap))} | ${ms(m.heap?.gcMs)} | ${ms(m.serverCpuMsPerRequest)} | ${m.heap?.maxInFlight ?? '–'} | ${ms(m.generatorLagMs)} |`,
    ),
    '',
    '| kind | requests | errors | statuses | p50 ms | p99 ms | distinct URLs in the pool |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(r.kinds).map(
      ([k, x]) =>
        `| ${k} | ${x.requests} | ${x.errors} | ${statuses(x.statuses)} | ${ms(x.p50)} | ${ms(x.p99)} | ${r.pools[k] ?? '–'} |`,
    ),
    '',
    ...(r.errorSamples.length
      ? [
          'First errors:',
          '',
          ...r.errorSamples.map((e) => `- ${e.kind} ${e.url}: ${e.status ?? e.error}`),
          '',
        ]
      : []),
  ];
  return lines.join('\n');
}

export function writeLoadReport(results) {
  mkdirSync('worker/bench/results', { recursive: true });
  writeFileSync('worker/bench/results/load.json', JSON.stringify(results, null, 2));
  const md = loadMarkdown(results);
  writeFileSync('worker/bench/results/load.md', md);
  console.log(`\n${md}`);
}
