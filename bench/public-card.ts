/**
 * The public card page (GET /demo-traders) against the same HTML served as a static file by nginx
 * (Debian package), side by side in one run: requests/s, p50 and p99 at 100 concurrent connections,
 * and the ratio. Then the page's weight raw, gzip and brotli. Both servers get the same request a
 * phone sends (mobile User-Agent, Accept-Encoding: gzip): ours finds the agency and the card's
 * precompressed page in memory (rendered on first view, dropped on any write) and counts the view;
 * nginx sends a file, gzipped. PGlite and PostgreSQL.
 * Run: npm run bench public-card (or npx tsx bench/public-card.ts). BENCH_DURATION (default 10 s).
 *
 * Measured 2026-11-25 on the 2-core dev machine, load ~4, 10 s each, 100 connections:
 *   PGlite:     ours 4,806 req/s, p50 18 ms, p99 54 ms; nginx 5,409 req/s, p50 18 ms, p99 33 ms
 *               → ours 0.89× nginx
 *   PostgreSQL: ours 6,348 req/s, p50 14 ms, p99 39 ms; nginx 5,623 req/s, p50 17 ms, p99 35 ms
 *               → ours 1.13× nginx
 *   Page (demo card): 22.6 KB raw, 6.3 KB gzip -9, 5.3 KB brotli: well inside the 14 KB budget.
 * 2026-11-26 17:51 on a slower host (Fastify's hello world a third as fast as that afternoon), load 0.6:
 *   PGlite ours 4,000 req/s (p50 22, p99 58 ms) against nginx 3,315 → 1.21×; PostgreSQL ours 5,111
 *   (18 / 45 ms) against nginx 4,543 → 1.13×; no errors.
 * History: rendering and gzipping every view gave 106 / 169 req/s (PGlite / PostgreSQL); the cached,
 * precompressed page 151 / 313 (2026-11-22); views written in batches and link types kept 30 s
 * 363 / 875 (2026-11-23); the agency by host and the visitor's page kept in memory until a write
 * (plugins/memory-caches.ts), one log line per request and sessions kept in memory: the figures above.
 * A view makes no database round trip; it is counted in memory and written in batches.
 */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { nginxConfig, startNginx } from '../apps/server/test/nginx.ts';
import { onEachDatabase, printTable } from './support/server.ts';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CARD_PATH = '/demo-traders';
/** What a phone opening the card from WhatsApp sends. */
const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip',
  accept: 'text/html',
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The card's HTML as a static file, gzipped by nginx (its workers run as nobody: the folder is 0755). */
async function startStaticNginx(html: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'panel-bench-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  mkdirSync(path.join(dir, 'www'));
  writeFileSync(path.join(dir, 'www', 'card.html'), html);
  const config = nginxConfig(dir, {
    workerConnections: 1024,
    errorLevel: 'warn',
    http: `  types { text/html html; }
  default_type text/html;
  sendfile on;
  gzip on; # text/html is always among gzip_types
  gzip_min_length 1024;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = ${CARD_PATH} { try_files /card.html =404; }
  }`,
  });
  const url = `http://127.0.0.1:${port}`;
  const nginx = await startNginx(dir, config, async (alive) => {
    for (let i = 0; i < 50 && alive(); i++) {
      if (
        await fetch(`${url}${CARD_PATH}`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${url}${CARD_PATH} did not answer`);
  });
  return { url, stop: nginx.stop };
}

async function load(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const rows: Record<string, string | number>[] = [];
let weight: Record<string, string | number>[] = [];
await onEachDatabase(3921, async (server, db) => {
  const page = await fetch(`${server.url}${CARD_PATH}`, { headers: { 'user-agent': 'bench-setup bot' } });
  if (!page.ok) throw new Error(`${CARD_PATH}: ${page.status}`);
  const html = await page.text();
  const nginx = await startStaticNginx(html);
  try {
    const ours = await load(`${server.url}${CARD_PATH}`);
    const theirs = await load(`${nginx.url}${CARD_PATH}`);
    rows.push({ db, server: 'ours (live lookup)', ...ours });
    rows.push({ db, server: 'nginx (static file)', ...theirs });
    rows.push({
      db,
      server: 'ratio nginx/ours',
      rps: `${(theirs.rps / Math.max(1, ours.rps)).toFixed(1)}×`,
      p50: `${(ours.p50 / Math.max(0.01, theirs.p50)).toFixed(1)}×`,
      p99: `${(ours.p99 / Math.max(0.01, theirs.p99)).toFixed(1)}×`,
      non2xx: '',
      errors: '',
    });
  } finally {
    await nginx.stop();
  }
  const bytes = Buffer.from(html);
  weight = [
    { encoding: 'raw', size: kb(bytes.length) },
    { encoding: 'gzip -9', size: kb(gzipSync(bytes, { level: 9 }).length) },
    {
      encoding: 'brotli q11',
      size: kb(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
    },
  ];
});
printTable(
  `Public card ${CARD_PATH}: ${CONNECTIONS} connections, ${DURATION_S}s each (latency in ms; ratio: how many times nginx is faster)`,
  rows,
);
printTable(`Public card ${CARD_PATH}: page weight (HTML with inline CSS, script and SVG icons)`, weight);
