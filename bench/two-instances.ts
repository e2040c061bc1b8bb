/**
 * One server instance against two on one PostgreSQL, both behind nginx (Debian package) as a load
 * balancer (issue 15, target 5): the public card page (100 connections, what a phone sends) and a GET
 * API mix (50 connections: the customer's GET /api/v1/user and an admin's business list, page 1), then
 * a branded greeting's render time in-process, as renders per minute per core. Prints req/s, req/s per
 * instance (a Node process runs JavaScript on one core), p50/p99 and the load average (the machine is
 * shared: read the figures next to it). Feeds the sizing table in docs/operations.md.
 * Run: npm run bench two-instances (or npx tsx bench/two-instances.ts). BENCH_DURATION (default 10 s).
 *
 * Measured 2026-11-26 on the shared 2-core dev machine, two runs (load 19–29, then 15–19):
 *   card page: 1 instance 822 / 3,024 req/s (p99 1,124 / 221 ms); 2 instances 677 / 2,415 req/s
 *   API mix:   1 instance 149 / 379 req/s (p99 2,150 / 400 ms); 2 instances 186 / 375 req/s
 *   greeting render p50 555 / 305 ms: 108 / 196 renders/min per core; no errors, no non-2xx.
 * Two instances on two busy cores do not add throughput: they share the cores with nginx, PostgreSQL
 * and autocannon. The sizing table built on these is in docs/operations.md ("Sizing").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  OUTPUT_SIZES,
  renderGreetingImage,
} from '../apps/server/src/integrations/renderers/greeting-frame.ts';
import { DEMO_LIBRARY_DIR } from '../apps/server/src/seed/greetings.ts';
import { call, cookieFrom, startInstance, startProxy, waitHealthy } from '../apps/server/test/cluster.ts';
import { hasNginx } from '../apps/server/test/nginx.ts';
import { freshPostgres, printTable } from './support/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const [PROXY_PORT, A_PORT, B_PORT] = [3234, 3235, 3236];
const PHONE = {
  host: 'localhost',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip',
  accept: 'text/html',
};

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';

async function measure(url: string, opts: Partial<autocannon.Options>, connections: number) {
  const r = await autocannon({ url, connections, duration: DURATION_S, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

const db = await freshPostgres();
if (!db) console.log('(skipping two-instances: no PostgreSQL reachable)');
else if (!hasNginx) console.log('(skipping two-instances: no nginx; apt-get install nginx)');
else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panel-bench-cluster-'));
  const env = {
    DATABASE_URL: db.url,
    APP_MODE: 'demo',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    PLAN_REMINDER_SWEEP_MINUTES: '0',
    // The bench signs in far more often than a person; the limits are measured elsewhere.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  // A migrates and seeds the demo world (src/main.ts); B only serves it.
  const a = startInstance(A_PORT, env, 'src/main.ts');
  const instances = [a];
  const rows: Record<string, string | number>[] = [];
  try {
    await waitHealthy(a.url, 300_000, () => a.child.exitCode === null);
    const customer = cookieFrom(
      await call(a.url, 'POST', '/api/v1/login', {
        body: { phoneNumber: '9000000010', password: 'Demo@1234' },
      }),
    );
    const admin = cookieFrom(
      await call(a.url, 'POST', '/api/v1/franchisee/login', {
        body: { phoneNumber: '9000000002', password: 'Demo@1234' },
      }),
    );
    const mix: autocannon.Request[] = [
      { method: 'GET', path: '/api/v1/user', headers: { host: 'localhost', cookie: customer } },
      { method: 'GET', path: '/api/v1/business', headers: { host: 'localhost', cookie: admin } },
    ];
    for (const [n, upstreams] of [
      [1, [A_PORT]],
      [2, [A_PORT, B_PORT]],
    ] as const) {
      if (n === 2) {
        const b = startInstance(B_PORT, env);
        instances.push(b);
        await waitHealthy(b.url, 300_000, () => b.child.exitCode === null);
      }
      const proxy = await startProxy(PROXY_PORT, [...upstreams]);
      try {
        // Warm both instances' memory (card page, sessions) before measuring.
        await measure(`${proxy.url}/demo-traders`, { headers: PHONE, duration: 2 }, 10);
        for (const [name, url, opts, connections] of [
          ['card page /demo-traders', `${proxy.url}/demo-traders`, { headers: PHONE }, 100],
          ['API mix (user, business list)', proxy.url, { requests: mix }, 50],
        ] as const) {
          const r = await measure(url, opts, connections);
          rows.push({
            instances: n,
            load: name,
            'req/s': r.rps,
            'req/s per instance': Math.round(r.rps / n),
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            non2xx: r.non2xx,
            errors: r.errors,
            'load avg (1 min)': load1(),
          });
        }
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(
    `Two instances behind nginx on one PostgreSQL, ${DURATION_S}s each, ${availableParallelism()} cores (latency in ms)`,
    rows,
  );

  // A branded greeting (SQUARE, regular frame), rendered one after another in this process.
  const original = readFileSync(path.join(DEMO_LIBRARY_DIR, 'holi-square.jpg'));
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now();
    await renderGreetingImage(original, {
      ...OUTPUT_SIZES.SQUARE,
      kind: 'regular',
      details: { name: `Sharma Traders ${i}`, phone: '98765 43210', address: '12, MG Road, Pune 411001' },
    });
    times.push(performance.now() - t0);
  }
  const p50 = [...times].sort((x, y) => x - y)[Math.floor(times.length / 2)] ?? 0;
  printTable('Greeting renders (SQUARE, in-process, one at a time)', [
    {
      renders: times.length,
      'p50 ms': Math.round(p50),
      'renders/min (one at a time)': Math.round(60_000 / p50),
      'load avg (1 min)': load1(),
    },
  ]);
}
