/**
 * Payments throughput with concurrent customers, on PGlite and PostgreSQL, through the real server and its
 * built-in Razorpay sandbox: POST /api/v1/payment/order (our row + a gateway order), then
 * POST /api/v1/payment/make-payment (signature check, two gateway fetches, one credit transaction), each
 * payment reported twice at once to exercise the exactly-once path. Checks that every order credited once.
 * Run: npm run bench payments (or npx tsx bench/payments.ts). BENCH_CUSTOMERS, BENCH_ORDERS_PER_CUSTOMER.
 */
import { onEachDatabase, printTable } from './support/server.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ORDERS_PER_CUSTOMER = Number(process.env.BENCH_ORDERS_PER_CUSTOMER ?? 10);

interface Session {
  cookie: string;
  businessId: string;
}

async function call(base: string, method: string, path: string, body?: unknown, cookie = '') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown> };
  return { status: res.status, data: json.data ?? {}, setCookies: res.headers.getSetCookie() };
}

/** Keeps cookies between calls, as a browser would. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]) {
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A new customer through the real OTP sign-up (the demo outbox holds the OTP), with one business. */
async function signUp(base: string, i: number): Promise<Session> {
  const phoneNumber = `97${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(2, '0')}`;
  const jar = new Jar();
  jar.take((await call(base, 'POST', '/api/v1/verifyUser', { phoneNumber })).setCookies);
  const outbox = await call(base, 'GET', `/api/dev/outbox?to=${phoneNumber}`);
  const otp = (outbox.data.list as { otp: string }[])[0]?.otp;
  jar.take((await call(base, 'POST', '/api/v1/verifyOtp', { otp }, jar.header)).setCookies);
  const password = { password: 'Secret123', fromForgotPassword: false };
  jar.take((await call(base, 'POST', '/api/v1/createPassword', password, jar.header)).setCookies);
  const cookie = jar.header;
  const categories = await call(base, 'GET', '/api/v1/business/categories', undefined, cookie);
  const categoryId = (categories.data.list as { categoryId: string }[])[0]?.categoryId;
  const b = await call(
    base,
    'POST',
    '/api/v1/business',
    { businessName: `Bench Shop ${i}`, categoryId },
    cookie,
  );
  if (!b.data.businessId) throw new Error(`sign-up/business failed: ${JSON.stringify(b)}`);
  return { cookie, businessId: String(b.data.businessId) };
}

/** Runs one async job per item with `concurrency` workers; returns per-call latencies (ms) and wall time. */
async function timed<T>(items: T[], concurrency: number, job: (item: T) => Promise<number>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        const t0 = performance.now();
        const status = await job(item);
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return {
    calls: latencies.length,
    'calls/s': Math.round(latencies.length / wall),
    p50: pct(0.5),
    p99: pct(0.99),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

/** A loaded machine can take longer than the shared helper waits for the first start (migrations, seed). */
async function waitUp(base: string) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const rows: Record<string, string | number>[] = [];
await onEachDatabase(3911, async (server, db) => {
  const base = server.url;
  await waitUp(base);
  const sessions: Session[] = [];
  for (let i = 0; i < CUSTOMERS; i++) sessions.push(await signUp(base, i));
  const plans = await call(base, 'GET', '/api/v1/business/subscription-plan', undefined, sessions[0]?.cookie);
  const plan = (
    plans.data as unknown as { subscriptionPlanId: string; price: number; isFreeTrialPlan: boolean }[]
  ).find((p) => !p.isFreeTrialPlan);
  if (!plan) throw new Error('no paid plan seeded');
  // The browser reports alone here; webhooks are measured by the tests, not this table.
  await call(base, 'POST', '/sandbox/razorpay/switches', { webhooksOff: true });

  const work = sessions.flatMap((s) => Array.from({ length: ORDERS_PER_CUSTOMER }, () => s));
  const orders: { s: Session; orderId: string }[] = [];
  rows.push({
    db,
    call: 'POST /api/v1/payment/order',
    ...(await timed(work, CUSTOMERS, async (s) => {
      const r = await call(
        base,
        'POST',
        '/api/v1/payment/order',
        { businessId: s.businessId, subscriptionPlanId: plan.subscriptionPlanId },
        s.cookie,
      );
      if (r.status === 200) orders.push({ s, orderId: String((r.data.order as { id: string }).id) });
      return r.status;
    })),
  });

  // A person presses Pay in the sandbox checkout for every order (not timed).
  const paid = await Promise.all(
    orders.map(async (o) => {
      const r = await fetch(`${base}/sandbox/razorpay/checkout/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key_id: 'rzp_test_sandbox00000001',
          order_id: o.orderId,
          outcome: 'success',
        }),
      });
      return { o, answer: (await r.json()) as Record<string, string> };
    }),
  );
  // Each payment reported twice, concurrently, as a double-tapping browser would.
  const reports = paid.flatMap(({ o, answer }) => {
    const body = {
      businessId: o.s.businessId,
      subscriptionPlanId: plan.subscriptionPlanId,
      renew: false,
      orderCreationId: o.orderId,
      razorpayPaymentId: answer.razorpay_payment_id,
      razorpayOrderId: answer.razorpay_order_id,
      razorpaySignature: answer.razorpay_signature,
      throughGateway: true,
      isManualUpdate: false,
      isFreeTrialPlan: false,
    };
    return [
      { s: o.s, body },
      { s: o.s, body },
    ];
  });
  const recordNos = new Map<string, Set<number>>();
  rows.push({
    db,
    call: 'POST /api/v1/payment/make-payment (×2 per payment)',
    ...(await timed(reports, CUSTOMERS, async ({ s, body }) => {
      const r = await call(base, 'POST', '/api/v1/payment/make-payment', body, s.cookie);
      const set = recordNos.get(body.orderCreationId) ?? new Set<number>();
      if (r.status === 200) set.add(Number(r.data.recordNo));
      recordNos.set(body.orderCreationId, set);
      return r.status;
    })),
  });
  const creditedOnce = [...recordNos.values()].every((s) => s.size === 1) && recordNos.size === orders.length;
  rows.push({
    db,
    call: 'check: every order credited exactly once',
    calls: orders.length,
    'calls/s': '',
    p50: '',
    p99: '',
    statuses: creditedOnce ? 'yes' : 'NO',
  });
});
printTable(
  `Payments bench: ${CUSTOMERS} concurrent customers, ${ORDERS_PER_CUSTOMER} orders each (latency in ms)`,
  rows,
);
