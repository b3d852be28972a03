// The benchmark's markdown table.
const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;

export function markdown(r) {
  const pages = Object.keys(r.pages);
  const rows = (head, line) =>
    [head, head.replace(/[^|]/g, '-').replace(/-\|-/g, '-|-'), ...pages.map(line)].join('\n');
  const out = [
    `# Benchmark ${r.date}`,
    '',
    `${r.server}; ${r.settings.rounds} interleaved rounds; medians.`,
    '',
  ];
  out.push(
    '## Render cost against the floor (same bytes as a static response from the same Worker)',
    '',
  );
  out.push(
    rows(
      '| page | floor req/s | SSR req/s | SSR/floor | floor p50 ms | SSR p50 ms | p50 ratio | floor p99 ms | SSR p99 ms | p99 ratio | first-byte gap ms |',
      (p) => {
        const t = r.throughput?.[p] ?? {},
          l = r.latency?.[p] ?? {};
        return `| ${p} | ${f(t.floorRps, 0)} | ${f(t.ssrRps, 0)} | ${f(t.ratio, 2)} | ${f(l.floor?.p50, 2)} | ${f(l.ssr?.p50, 2)} | ${f(l.p50Ratio, 2)} | ${f(l.floor?.p99, 2)} | ${f(l.ssr?.p99, 2)} | ${f(l.p99Ratio, 2)} | ${f(l.firstByteGapMs, 2)} |`;
      },
    ),
    '',
  );
  out.push('## Upstream round trips before the first byte (requests / sequential)', '');
  out.push(
    rows('| page | cold cache | warm cache | warm, with a cart |', (p) => {
      const u = r.upstream?.[p] ?? {};
      const s = (x) => (x ? `${x.requests} / ${x.sequential}` : 'n/a');
      return `| ${p} | ${s(u.cold)} | ${s(u.warm)} | ${s(u.warmWithCart)} |`;
    }),
    '',
  );
  out.push('## Bytes and the browser', '');
  out.push(
    rows(
      '| page | JS files | JS gzip | JS brotli | HTML | HTML gzip | state | GraphQL requests during load | hydration errors |',
      (p) => {
        const b = r.browser?.[p] ?? {};
        return `| ${p} | ${b.jsFiles} | ${kib(b.jsGzip)} | ${kib(b.jsBrotli)} | ${kib(b.htmlBytes)} | ${kib(b.htmlGzip)} | ${b.stateBytes} B | ${b.graphqlRequestsDuringLoad} | ${b.hydrationErrors} |`;
      },
    ),
    '',
  );
  if (r.lighthouse) {
    out.push('## Lighthouse 12, mobile (median of runs)', '');
    out.push(
      rows('| page | performance | LCP ms | TBT ms | CLS |', (p) => {
        const l = r.lighthouse[p];
        return `| ${p} | ${f(l.score, 0)} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`;
      }),
      '',
    );
  }
  if (r.streaming) {
    out.push('## Streaming, product page, related products delayed 200 ms', '');
    out.push(
      '| request | encoding | floor first byte ms | SSR first byte ms | SSR last byte ms | chunks | first chunk before the slow part |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [label, s] of Object.entries(r.streaming))
      out.push(
        `| Accept-Encoding: ${label} | ${s.encoding} | ${f(s.floorTtfbMs, 2)} | ${f(s.ttfbMs, 2)} | ${f(s.ttlbMs, 2)} | ${s.chunks} | ${s.firstChunkBeforeSlowPart ? 'yes' : 'no'} |`,
      );
    out.push('');
  }
  return out.join('\n');
}
