// A small line chart as plain SVG (no library): one line per series, x on a log scale.
//   node worker/bench/chart.mjs   redraws results/scale.svg from results/scale.json
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf'];
const W = 640,
  H = 360,
  M = { left: 56, right: 170, top: 36, bottom: 44 };

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** Round steps for the y axis: 1, 2 or 5 times a power of ten, about five of them. */
function yTicks(max) {
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? raw;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/**
 * series: [{ name, points: [[x, y], ...] }]; x > 0 (log scale), y ≥ 0. Returns an SVG document.
 */
export function lineChart({ title, xLabel, yLabel, series }) {
  const xs = series.flatMap((s) => s.points.map(([x]) => x));
  const [x0, x1] = [Math.log10(Math.min(...xs)), Math.log10(Math.max(...xs))];
  const ticks = yTicks(Math.max(1, ...series.flatMap((s) => s.points.map(([, y]) => y))));
  const yMax = ticks[ticks.length - 1];
  const px = (x) => M.left + ((Math.log10(x) - x0) / (x1 - x0 || 1)) * (W - M.left - M.right);
  const py = (y) => H - M.bottom - (y / yMax) * (H - M.top - M.bottom);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${M.left}" y="20" font-size="14" font-weight="bold">${escape(title)}</text>`,
  ];
  for (const t of ticks)
    out.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${py(t)}" y2="${py(t)}" stroke="#ddd"/>`,
      `<text x="${M.left - 6}" y="${py(t) + 4}" text-anchor="end" fill="#555">${t}</text>`,
    );
  for (const x of [...new Set(xs)])
    out.push(
      `<line x1="${px(x)}" x2="${px(x)}" y1="${M.top}" y2="${H - M.bottom}" stroke="#eee"/>`,
      `<text x="${px(x)}" y="${H - M.bottom + 16}" text-anchor="middle" fill="#555">${fmt(x)}</text>`,
    );
  out.push(
    `<text x="${(M.left + W - M.right) / 2}" y="${H - 8}" text-anchor="middle">${escape(xLabel)}</text>`,
    `<text transform="translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${escape(yLabel)}</text>`,
  );
  series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const points = s.points.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`);
    out.push(
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.join(' ')}"/>`,
      ...s.points.map(
        ([x, y]) =>
          `<circle cx="${px(x).toFixed(1)}" cy="${py(y).toFixed(1)}" r="3" fill="${colour}"/>`,
      ),
      `<line x1="${W - M.right + 14}" x2="${W - M.right + 34}" y1="${M.top + 8 + i * 20}" y2="${M.top + 8 + i * 20}" stroke="${colour}" stroke-width="2"/>`,
      `<text x="${W - M.right + 40}" y="${M.top + 12 + i * 20}">${escape(s.name)}</text>`,
    );
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The catalogue-size chart from scale.json's results: p50 of the cold page time per page. */
export function scaleChart(results) {
  const names = Object.keys(results.sizes[0].pages);
  return lineChart({
    title: 'Cold page time as the catalogue grows (p50)',
    xLabel: 'products in the catalogue (log scale)',
    yLabel: 'ms',
    series: names.map((name) => ({
      name,
      points: results.sizes.map((s) => [s.products, Math.round(s.pages[name].ssr.p50 * 10) / 10]),
    })),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = JSON.parse(readFileSync('worker/bench/results/scale.json', 'utf8'));
  writeFileSync('worker/bench/results/scale.svg', scaleChart(results));
  console.log('chart: worker/bench/results/scale.svg');
}
