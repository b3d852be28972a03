// The benchmark's markdown tables (from results/latest.json's shape; see run.mjs).
const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
// Fields a run (or an older results file) may lack are printed as n/a.
const kib = (b) => (Number.isFinite(b) ? `${(b / 1024).toFixed(1)} KiB` : 'n/a');
const n = (x, unit = '') => (x === undefined || x === null ? 'n/a' : `${x}${unit}`);

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
    '## Render cost against the floors',
    '',
    `Two floors serve the page's own bytes from the same Worker: "floor" behind every middleware,`,
    `"bare" from the Worker's entry before Hono and any middleware. The server runs pinned to one core.`,
    'Throughput columns: req/s and their ratios; 1000 / req/s is the core-ms a request costs on a quiet',
    "core. CPU columns: the server processes' CPU time per request during the same wrk runs, which",
    'neighbours on the core do not inflate. Render cost = the page minus the bare floor; middleware',
    'cost = the floor minus the bare floor.',
    '',
  );
  out.push(
    rows(
      '| page | bare req/s | floor req/s | SSR req/s | SSR/floor | SSR/bare | render core-ms (1000/req/s) | middleware core-ms (1000/req/s) | CPU ms bare / floor / SSR | SSR/floor (CPU) | render core-ms (CPU) | middleware core-ms (CPU) |',
      (p) => {
        const t = r.throughput?.[p] ?? {};
        const c = t.cpuMsPerRequest ?? {};
        return `| ${p} | ${f(t.bareRps, 0)} | ${f(t.floorRps, 0)} | ${f(t.ssrRps, 0)} | ${f(t.ratio, 2)} | ${f(t.bareRatio, 2)} | ${f(t.ssrCoreMs, 2)} | ${f(t.middlewareCoreMs, 2)} | ${f(c.bare, 2)} / ${f(c.floor, 2)} / ${f(c.ssr, 2)} | ${f(t.cpuRatio, 2)} | ${f(t.ssrCpuMs, 2)} | ${f(t.middlewareCpuMs, 2)} |`;
      },
    ),
    '',
  );
  if (pages.some((p) => r.throughput?.[p]?.render)) {
    out.push(
      '### Pages rendered anew',
      '',
      'The SSR arm is the page as an anonymous visitor gets it: kept whole after its first render',
      '(worker/screens/page-cache.ts), only the nonce and the one-time key made anew. The render arm asks',
      'for the same page rendered anew (x-render-anew), as for a visitor with a login.',
      '',
      '| page | render req/s | render/floor | render core-ms (1000/req/s) | CPU ms render | render/floor (CPU) | render core-ms (CPU) | render/floor (Worker process) | render p50 ratio to the floor |',
      '|------|--------------|--------------|-----------------------------|---------------|--------------------|---------------------|-------------------------------|-------------------------------|',
      ...pages
        .filter((p) => r.throughput?.[p]?.render)
        .map((p) => {
          const x = r.throughput[p].render;
          return `| ${p} | ${f(x.rps, 0)} | ${f(x.ratio, 2)} | ${f(x.coreMs, 2)} | ${f(x.cpuMs, 2)} | ${f(x.cpuRatio, 2)} | ${f(x.renderCpuMs, 2)} | ${f(x.workerCpuRatio, 2)} | ${f(r.latency?.[p]?.renderP50Ratio, 2)} |`;
        }),
      '',
    );
  }
  if (pages.some((p) => r.throughput?.[p]?.cart))
    out.push(
      '### Pages for a visitor with a cart',
      '',
      'The same pages asked for with a cart: the kept page with the cart filled in where it shows (the',
      "header's cart button and the serialised state), after the page's one upstream call, the cart's read",
      "(here the embedded backend's GraphQL and the local D1 simulator, in the measured process); the last",
      'columns are the same requests rendered anew (x-render-anew), as before pages served such visitors.',
      'Pages are kept only from visitors without a cart: each run starts with its page kept, and a run',
      `whose page went meanwhile is made again (${r.filledRunsRepeated ?? 0} of the cart and favorites runs this time).`,
      '',
      '| page | cart req/s | cart/floor | CPU ms cart | cart/floor (CPU) | cart/floor (Worker process) | cart p50 ratio to the floor | rendered anew: CPU ms | rendered anew: /floor (CPU) | rendered anew: p50 ratio |',
      '|------|------------|------------|-------------|------------------|-----------------------------|-----------------------------|-----------------------|-----------------------------|--------------------------|',
      ...pages
        .filter((p) => r.throughput?.[p]?.cart)
        .map((p) => {
          const x = r.throughput[p].cart;
          const anew = r.throughput[p].cartAnew;
          return `| ${p} | ${f(x.rps, 0)} | ${f(x.ratio, 2)} | ${f(x.cpuMs, 2)} | ${f(x.cpuRatio, 2)} | ${f(x.workerCpuRatio, 2)} | ${f(r.latency?.[p]?.cartP50Ratio, 2)} | ${f(anew?.cpuMs, 2)} | ${f(anew?.cpuRatio, 2)} | ${f(r.latency?.[p]?.cartAnewP50Ratio, 2)} |`;
        }),
      '',
    );
  if (pages.some((p) => r.throughput?.[p]?.favorites))
    out.push(
      '### Pages for a visitor with favorites',
      '',
      'The same pages asked for with three of their products as favorites (no cart): the kept page with',
      "the hearts and the header's count filled in, no upstream call. Before (README decision 184) such a",
      "visitor's pages were their own, rendered anew: the render arm's columns. The start page lists the",
      "visitor's favorites (a CMS widget), so it is rendered for such a visitor: its render arm.",
      '',
      '| page | favorites req/s | favorites/floor | CPU ms favorites | favorites/floor (CPU) | favorites p50 ratio to the floor | rendered anew: /floor (CPU) | rendered anew: p50 ratio |',
      '|------|-----------------|-----------------|------------------|-----------------------|----------------------------------|-----------------------------|--------------------------|',
      ...pages
        .filter((p) => r.throughput?.[p]?.favorites)
        .map((p) => {
          const x = r.throughput[p].favorites;
          const anew = r.throughput[p].render;
          return `| ${p} | ${f(x.rps, 0)} | ${f(x.ratio, 2)} | ${f(x.cpuMs, 2)} | ${f(x.cpuRatio, 2)} | ${f(r.latency?.[p]?.favoritesP50Ratio, 2)} | ${f(anew?.cpuRatio, 2)} | ${f(r.latency?.[p]?.renderP50Ratio, 2)} |`;
        }),
      '',
    );
  if (pages.some((p) => r.throughput?.[p]?.cpuByRole)) {
    out.push(
      '### CPU per request by process (ms, floor / SSR)',
      '',
      "The CPU columns above are the server's whole process group. wrangler puts a proxy workerd process",
      'in front of the one that runs the Worker; it forwards every request, page or floor, and production',
      "has no such hop. The last column is SSR/floor for the Worker's process alone.",
      '',
    );
    const lines = [
      ...pages.map((p) => [p, r.throughput?.[p]]),
      ...(r.remoteBackend?.checkout ? [['checkout, backend apart', r.remoteBackend.checkout]] : []),
    ];
    out.push(
      '| page | proxy | Worker process | other (node) | SSR/floor (Worker process) |',
      '|------|-------|----------------|--------------|----------------------------|',
      ...lines.map(([p, t]) => {
        const c = t?.cpuByRole ?? {};
        const pair = (role) => `${f(c.floor?.[role], 2)} / ${f(c.ssr?.[role], 2)}`;
        return `| ${p} | ${pair('proxy')} | ${pair('worker')} | ${pair('other')} | ${f(t?.workerCpuRatio, 2)} |`;
      }),
      '',
    );
  }
  const remote = r.remoteBackend?.checkout;
  if (r.remoteBackend?.error)
    out.push(
      '### The checkout with the backend in its own process',
      '',
      `Failed: ${r.remoteBackend.error}`,
      '',
    );
  if (remote) {
    const c = remote.cpuMsPerRequest;
    out.push(
      '### The checkout with the backend in its own process',
      '',
      "Above, the embedded backend answers in-process, so the checkout's CPU includes the backend's",
      "GraphQL and the local D1 simulator's work for its cart read. Here a second server answers the",
      "storefront's GraphQL over HTTP, as the Merchant API does in production, and only the storefront's",
      'processes are measured (same columns).',
      '',
      '| page | bare req/s | floor req/s | SSR req/s | SSR/floor | CPU ms bare / floor / SSR | SSR/floor (CPU) | render core-ms (CPU) |',
      '|------|------------|-------------|-----------|-----------|---------------------------|-----------------|----------------------|',
      `| checkout | ${f(remote.bareRps, 0)} | ${f(remote.floorRps, 0)} | ${f(remote.ssrRps, 0)} | ${f(remote.ratio, 2)} | ${f(c.bare, 2)} / ${f(c.floor, 2)} / ${f(c.ssr, 2)} | ${f(remote.cpuRatio, 2)} | ${f(remote.ssrCpuMs, 2)} |`,
      '',
    );
  }
  const quoteLines = [
    ['checkout', r.throughput?.checkout?.quote, r.latency?.checkout?.quoteP50Ratio],
    ['checkout, backend apart', remote?.quote],
  ].filter(([, q]) => q);
  if (quoteLines.length)
    out.push(
      "### The checkout's own floor: its bytes after its one upstream call",
      '',
      'The quote arm runs everything the checkout runs before it renders (every middleware, the',
      "shop's scope, the upstream call for the visitor's quote) and answers with the page's bytes",
      '(x-bench-floor, worker/bench/floor.ts). No server-rendered checkout costs less: quote/floor is the',
      'best SSR/floor it could reach, and the last columns are what rendering adds on top.',
      '',
      '| page | quote req/s | quote/floor | CPU ms quote | quote/floor (CPU) | quote/floor (Worker process) | quote p50 ratio to the floor | rendering on top, CPU ms (whole / Worker process) |',
      '|------|-------------|-------------|--------------|-------------------|------------------------------|------------------------------|----------------------------------------------------|',
      ...quoteLines.map(
        ([p, q, p50]) =>
          `| ${p} | ${f(q.rps, 0)} | ${f(q.ratio, 2)} | ${f(q.cpuMs, 2)} | ${f(q.cpuRatio, 2)} | ${f(q.workerCpuRatio, 2)} | ${f(p50, 2)} | ${f(q.renderOverQuoteCpuMs, 2)} / ${f(q.workerRenderOverQuoteCpuMs, 2)} |`,
      ),
      '',
    );
  out.push('## Latency at concurrency 1 (ms, time to the last byte)', '');
  out.push(
    rows(
      '| page | bare p50 | floor p50 | SSR p50 | p50 ratio to the floor | floor p99 | SSR p99 | p99 ratio | first-byte gap |',
      (p) => {
        const l = r.latency?.[p] ?? {};
        return `| ${p} | ${f(l.bare?.p50, 2)} | ${f(l.floor?.p50, 2)} | ${f(l.ssr?.p50, 2)} | ${f(l.p50Ratio, 2)} | ${f(l.floor?.p99, 2)} | ${f(l.ssr?.p99, 2)} | ${f(l.p99Ratio, 2)} | ${f(l.firstByteGapMs, 2)} |`;
      },
    ),
    '',
  );
  out.push(
    '## Upstream round trips before the first byte (requests / sequential)',
    '',
    'The cold column starts from a fresh isolate with the start page; the checkout is asked for with a cart in every column.',
    '',
  );
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
      '| page | JS files | JS gzip | JS brotli | JS before interaction | JS after all islands | HTML | HTML gzip | state | GraphQL requests during load | hydration errors |',
      (p) => {
        const b = r.browser?.[p] ?? {};
        return `| ${p} | ${n(b.jsFiles)} | ${kib(b.jsGzip)} | ${kib(b.jsBrotli)} | ${kib(b.jsBeforeInteractionGzip)} | ${kib(b.jsAfterAllIslandsGzip)} | ${kib(b.htmlBytes)} | ${kib(b.htmlGzip)} | ${n(b.stateBytes, ' B')} | ${n(b.graphqlRequestsDuringLoad)} | ${n(b.hydrationErrors)} |`;
      },
    ),
    '',
  );
  if (r.lighthouse) {
    out.push('## Lighthouse 12, mobile (median of runs)', '');
    out.push(
      rows('| page | performance | LCP ms | TBT ms | CLS |', (p) => {
        const l = r.lighthouse[p] ?? {};
        return `| ${p} | ${f(l.score, 0)} | ${f(l.lcpMs, 0)} | ${f(l.tbtMs, 0)} | ${f(l.cls, 3)} |`;
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
