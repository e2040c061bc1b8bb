/**
 * Sign-in throughput: POST /api/v1/franchisee/login and GET /api/v1/user under concurrency, on PGlite
 * and PostgreSQL. Prints requests/s and p50/p99 latency. Run: npm run bench (or npx tsx bench/auth.ts).
 */
import autocannon from 'autocannon';
import { onEachDatabase, printTable } from './support/server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

async function run(opts: autocannon.Options) {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const rows: Record<string, string | number>[] = [];
await onEachDatabase(3901, async (server, db) => {
  const login = await run({
    url: `${server.url}/api/v1/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: '9000000010', password: 'Demo@1234' }),
  });
  rows.push({ db, call: 'POST /api/v1/login (argon2id verify)', ...login });

  const res = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: '9000000010', password: 'Demo@1234' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const me = await run({ url: `${server.url}/api/v1/user`, headers: { cookie } });
  rows.push({ db, call: 'GET /api/v1/user (session lookup)', ...me });
});
printTable(`Auth bench: ${CONNECTIONS} connections, ${DURATION_S}s per call (latency in ms)`, rows);
