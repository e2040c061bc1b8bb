/**
 * Mixed load (issue 15, target 2): many phones opening the public card while customers and staff use
 * the panel, with a card edit and a greeting render going on in the background. Three autocannon
 * runs side by side on one server: the card page (60 % of the connections), GET /api/v1/user as the
 * demo customer (20 %) and All Businesses as an admin (20 %); meanwhile the demo card is edited every
 * 2 s and a new greeting variant rendered every 5 s. Prints requests/s, p50/p99, non-2xx, errors and
 * timeouts per route, and how the background writes fared, on PGlite and on PostgreSQL.
 * Run: npm run bench mixed-load. BENCH_CONNECTIONS (default 500), BENCH_DURATION (default 60 s),
 * BENCH_PORT (default 3951).
 * Figures and what they mean: docs/operations.md "Mixed load (measured)".
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { onEachDatabase, printTable } from './support/server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
/** PGlite's server listens here, PostgreSQL's on the next port. */
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const PASSWORD = 'Demo@1234';
const PHONE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/126.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip',
  accept: 'text/html',
};

async function signIn(base: string, path: string, phoneNumber: string): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`${path} ${phoneNumber}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

type List<T> = { list: T[] };
const first = <T>({ list }: List<T>, what: string): T => {
  if (!list[0]) throw new Error(`The demo data has no ${what}.`);
  return list[0];
};

/** One signed-in caller: JSON in, the envelope's data out, anything but 2xx thrown. */
const caller =
  (base: string, cookie: string) =>
  async <T = unknown>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };

/** Runs `step` every `everyMs` until stopped; counts what succeeded and what failed, and times each. */
function background(everyMs: number, step: (i: number) => Promise<unknown>) {
  const stats = { ok: 0, failed: 0, ms: [] as number[], lastError: '' };
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const t0 = performance.now();
      try {
        await step(i);
        stats.ok++;
        stats.ms.push(performance.now() - t0);
      } catch (error) {
        stats.failed++;
        stats.lastError = String(error).slice(0, 160);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

const rows: Record<string, string | number>[] = [];
const writes: Record<string, string | number>[] = [];
await onEachDatabase(PORT, async (server, db) => {
  const customerCookie = await signIn(server.url, '/api/v1/login', '9000000010');
  const customer = caller(server.url, customerCookie);
  const adminCookie = await signIn(server.url, '/api/v1/franchisee/login', '9000000002');
  const admin = caller(server.url, adminCookie);

  const found = await admin<List<{ businessId: string }>>('GET', '/api/v1/business?search=Demo%20Traders');
  const businessId = first(found, 'Demo Traders').businessId;
  const cards = await customer<List<{ cardNo: number; cardId: string }>>(
    'GET',
    `/api/v1/getCardsByBusiness?businessId=${businessId}`,
  );
  const card = first(cards, 'a card of Demo Traders');
  const { basicDetails } = await customer<{ basicDetails: object }>(
    'GET',
    `/api/v1/card?cardNo=${card.cardNo}`,
  );
  // A plan with greetings, so the background renders are drawn rather than refused.
  const plans = await admin<{ subscriptionPlanId: string; name: string; isFreeTrialPlan: boolean }[]>(
    'GET',
    '/api/v1/business/subscription-plan',
  );
  const plan = plans.find((p) => !p.isFreeTrialPlan && /premium/i.test(p.name)) ?? plans[0];
  await admin('POST', '/api/v1/business/bulk', {
    businessIds: [businessId],
    action: 'assignPlan',
    subscriptionPlanId: plan?.subscriptionPlanId,
  });
  const posts = await customer<List<{ imageId: string }>>(
    'GET',
    '/api/v1/image-post?mediaType=IMAGE&limit=1',
  );
  const post = first(posts, 'a greeting post');

  const cardEdits = background(2000, (i) =>
    customer('POST', '/api/v1/updateCardBasicDetails', {
      cardNo: card.cardNo,
      basicDetails: { ...basicDetails, tagline: `Fresh stock every morning (${i})` },
    }),
  );
  // Each render asks for a variant not made before (the address line changes), so it is drawn, not read.
  const renders = background(5000, (i) =>
    customer('POST', '/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'regular',
      details: i % 2 ? ['name', 'phone'] : ['name', 'address'],
      frameTexts: { name: `Demo Traders ${db} ${i}` },
    }),
  );

  const run = (share: number, opts: autocannon.Options) =>
    autocannon({ connections: Math.round(CONNECTIONS * share), duration: DURATION_S, timeout: 10, ...opts });
  const [load0 = 0] = loadavg();
  const [page, user, list] = await Promise.all([
    run(0.6, { url: `${server.url}/${card.cardId}`, headers: PHONE_HEADERS }),
    run(0.2, { url: `${server.url}/api/v1/user`, headers: { cookie: customerCookie } }),
    run(0.2, { url: `${server.url}/api/v1/business?page=1&limit=20`, headers: { cookie: adminCookie } }),
  ]);
  await Promise.all([cardEdits.stop(), renders.stop()]);
  const load = `${load0.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;

  for (const [route, r] of [
    [`GET /${card.cardId} (card page)`, page],
    ['GET /api/v1/user', user],
    ['GET /api/v1/business (All Businesses)', list],
  ] as const)
    rows.push({
      db,
      route,
      connections: r.connections,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      load,
    });
  for (const [what, { stats }] of [
    ['card edit every 2 s', cardEdits],
    ['greeting render every 5 s', renders],
  ] as const)
    writes.push({
      db,
      what,
      ok: stats.ok,
      failed: stats.failed,
      'p50 ms': percentile(stats.ms, 50),
      'max ms': percentile(stats.ms, 100),
      'last error': stats.lastError,
    });
});
printTable(`Mixed load: ${CONNECTIONS} connections for ${DURATION_S} s (latency in ms)`, rows);
printTable('Background writes during the load', writes);
