// HTTP measurements for the benchmark: latency at concurrency 1, wrk throughput, chunk timing.
import { execFileSync } from 'node:child_process';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request; resolves with time to first byte, to last byte (ms), chunks and headers. */
export function timedGet(url, headers = {}, { keepAlive = true } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
    const req = http.get(url, { agent: keepAlive ? agent : false, headers }, (res) => {
      const chunks = [];
      let first = null;
      res.on('data', (d) => {
        const t = ms();
        if (first === null) first = t;
        chunks.push({ t, bytes: d.length, text: d });
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          ttfb: first ?? ms(),
          ttlb: ms(),
          chunks,
          body: Buffer.concat(chunks.map((c) => c.text)),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2
    : NaN;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** n sequential requests (concurrency 1) after a short warm-up; time to first and last byte in ms. */
export async function latencies(url, n, headers = {}) {
  for (let i = 0; i < 5; i++) await timedGet(url, headers);
  const ttfb = [],
    ttlb = [];
  for (let i = 0; i < n; i++) {
    const r = await timedGet(url, headers);
    if (r.status !== 200) throw new Error(`${url}: ${r.status}`);
    ttfb.push(r.ttfb);
    ttlb.push(r.ttlb);
  }
  return { ttfb, ttlb };
}

/** wrk on the load generator's core; requests per second. */
export function throughput(url, { seconds, connections, core }, headers = {}) {
  const h = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const out = execFileSync(
    'taskset',
    ['-c', String(core), 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...h, url],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  if (non2xx) {
    // wrk counts them but does not say what they were: one more request does.
    let now = 'no answer';
    try {
      now = execFileSync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', ...h, url], {
        encoding: 'utf8',
      });
    } catch {}
    throw new Error(`${url}: ${non2xx} non-2xx responses under load (one asked after: ${now})`);
  }
  return rps;
}
