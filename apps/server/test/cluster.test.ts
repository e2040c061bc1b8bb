import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecords } from '../src/db/schema/index.ts';
import { SANDBOX_KEYS, SANDBOX_PREFIX } from '../src/integrations/payments/gateway.ts';
import { webhookSignature } from '../src/integrations/payments/signatures.ts';
import { basicDetails, addCard } from './card-fixtures.ts';
import { call, cookieFrom, startInstance, startProxy, waitHealthy, type Instance } from './cluster.ts';
import { hasNginx } from './nginx.ts';
import { DEMO_PASSWORD, buildTestApp, loginStaff, signUpCustomer, uniquePhone } from './helpers.ts';
import { createPlan, customerWithBusiness, monthlyPlan } from './payments-fixtures.ts';

/**
 * Two server instances on one PostgreSQL behind nginx (issue 15, target 5): sessions, rate limits,
 * the public card's memory caches, pg-boss jobs and Razorpay webhooks behave as with one, and when
 * one is killed (SIGKILL) mid-load the other serves every request (nginx passes an idempotent request
 * that met the dead one to the live one). A is this file's app listening on a port, B a server
 * process of its own (test/cluster-instance.ts): one process start instead of two keeps the file
 * quick on a busy machine. PostgreSQL only: on PGlite there is one process. Needs nginx (Debian
 * package; .ci/run installs it).
 */
const t = await buildTestApp({ seed: 'full', env: { TRUST_PROXY: 'true' } });
const PROXY_PORT = 3231;
const [A_PORT, B_PORT] = [3232, 3233];
const PHONE_UA = { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile' };

describe.runIf(t.database.kind === 'postgres' && hasNginx)('two server processes behind nginx', () => {
  const a = { url: `http://127.0.0.1:${A_PORT}` };
  let b: Instance;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    const pool = t.database.pool;
    const url = pool?.options.connectionString;
    if (!pool || !url) throw new Error('no PostgreSQL');
    await pool.query('create table cluster_probe (n int not null, port int not null)');
    const env = {
      DATABASE_URL: url,
      APP_MODE: 'demo',
      LOG_LEVEL: 'error',
      // One storage directory for both, as a shared disk or object storage would be.
      DATA_DIR: t.config.DATA_DIR,
      COOKIE_SECRET: t.config.COOKIE_SECRET,
      PLAN_REMINDER_SWEEP_MINUTES: '0',
      TRUST_PROXY: 'true',
      CLUSTER_PROBE: 'on',
      // B reaches A's payment sandbox over HTTP, as both would reach Razorpay.
      RAZORPAY_API_BASE: `http://127.0.0.1:${A_PORT}${SANDBOX_PREFIX}`,
    };
    b = startInstance(B_PORT, env);
    // A works the probe queue too (B's worker: test/cluster-instance.ts).
    await t.app.jobs.work<{ n: number }>('cluster-probe', async (data) => {
      await pool.query('insert into cluster_probe (n, port) values ($1, $2)', [data.n, A_PORT]);
    });
    await t.app.listenHttp(A_PORT, '127.0.0.1');
    const running = () => b.child.exitCode === null && b.child.signalCode === null;
    await waitHealthy(b.url, 120_000, running);
    proxy = await startProxy(PROXY_PORT, [A_PORT, B_PORT]);
  });
  afterAll(async () => {
    await proxy?.stop();
    await b?.stop();
  });

  const login = (base: string, phoneNumber: string, password: string) =>
    call(base, 'POST', '/api/v1/login', { body: { phoneNumber, password } });

  it('a session made on one instance works on the other; a logout on one is refused on the other', async () => {
    const made = await login(a.url, '9000000010', DEMO_PASSWORD);
    expect(made.status).toBe(200);
    const cookie = { cookie: cookieFrom(made) };
    expect((await call(b.url, 'GET', '/api/v1/user', { headers: cookie })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await call(proxy.url, 'GET', '/api/v1/user', { headers: cookie })).status).toBe(200);
    expect((await call(b.url, 'POST', '/api/v1/logout', { headers: cookie, body: {} })).status).toBe(200);
    await expect
      .poll(async () => (await call(a.url, 'GET', '/api/v1/user', { headers: cookie })).status, {
        timeout: 3000,
        interval: 50,
      })
      .toBe(401);
    for (let i = 0; i < 4; i++)
      expect((await call(proxy.url, 'GET', '/api/v1/user', { headers: cookie })).status).toBe(401);
  });

  it('sign-in attempts split across both meet the limit once, through the proxy too', async () => {
    const phoneNumber = uniquePhone();
    const limit = t.config.AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE;
    const codes: number[] = [];
    for (let i = 0; i < limit; i++)
      codes.push((await login(i % 2 ? b.url : a.url, phoneNumber, 'nope')).status);
    expect(codes).not.toContain(429);
    // Through nginx the client's address arrives in X-Forwarded-For (TRUST_PROXY): the same 127.0.0.1.
    const over = await login(proxy.url, phoneNumber, 'nope');
    expect(over.status).toBe(429);
    expect(over.json().data.code).toBe('RATE_LIMITED');
  });

  it('a card edit through the proxy is seen on the next public card view from either instance', async () => {
    const { client } = await signUpCustomer(t.app);
    const card = await addCard(client, 'Cluster Cottons');
    const published = await client.post('/api/v1/updateCardSettings', {
      cardNo: card.cardNo,
      settings: { cardId: card.cardId, published: true },
    });
    expect(published.statusCode).toBe(200);
    const view = async (base: string) =>
      (await call(base, 'GET', `/${card.cardId}`, { headers: PHONE_UA })).body;
    // Both keep the page in memory.
    for (const base of [a.url, b.url, a.url, b.url]) expect(await view(base)).toContain('Cluster Cottons');
    const edit = await call(proxy.url, 'POST', '/api/v1/updateCardBasicDetails', {
      headers: { cookie: client.cookieHeader() },
      body: { cardNo: card.cardNo, basicDetails: { ...basicDetails(), tagline: 'Handloom from Erode' } },
    });
    expect(edit.status).toBe(200);
    for (const base of [a.url, b.url])
      await expect.poll(() => view(base), { timeout: 3000, interval: 50 }).toContain('Handloom from Erode');
  });

  it('pg-boss jobs queued by one instance are each done once by the workers', async () => {
    const sent = await call(b.url, 'POST', '/__cluster/probe', { body: { count: 20 } });
    expect(sent.status).toBe(200);
    const pool = t.database.pool;
    if (!pool) throw new Error('no PostgreSQL');
    const done = async () =>
      (
        await pool.query<{ rows: number; distinct: number }>(
          'select count(*)::int as rows, count(distinct n)::int as distinct from cluster_probe',
        )
      ).rows[0];
    await expect.poll(done, { timeout: 25_000, interval: 250 }).toEqual({ rows: 20, distinct: 20 });
  });

  it('a Razorpay webhook delivered to both instances, and again, is applied exactly once', async () => {
    const admin = await loginStaff(t.app, '9000000002');
    const plan = await createPlan(admin, monthlyPlan({ name: 'Cluster Gold' }));
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const cookie = { cookie: client.cookieHeader() };
    expect(
      (await call(a.url, 'POST', `${SANDBOX_PREFIX}/switches`, { body: { webhooksOff: true } })).status,
    ).toBe(200);
    const order = await call(proxy.url, 'POST', '/api/v1/payment/order', {
      headers: cookie,
      body: { businessId, subscriptionPlanId: plan.subscriptionPlanId },
    });
    expect(order.status).toBe(200);
    const orderId = order.json().data.order.id as string;
    const paid = await call(a.url, 'POST', `${SANDBOX_PREFIX}/checkout/pay`, {
      body: { key_id: SANDBOX_KEYS.keyId, order_id: orderId, outcome: 'success' },
    });
    const paymentId = paid.json().razorpay_payment_id as string;
    expect(paymentId).toBeTruthy();
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, amount: 49900, currency: 'INR', status: 'captured' },
        },
      },
    });
    const deliver = (base: string, eventId: string) =>
      call(base, 'POST', '/api/v1/payment/webhook', {
        headers: {
          'x-razorpay-signature': webhookSignature(body, SANDBOX_KEYS.webhookSecret),
          'x-razorpay-event-id': eventId,
        },
        body,
      });
    // The same payment as two events at once, one to each instance, and one of them redelivered.
    const answers = await Promise.all([deliver(a.url, 'evt_cluster_1'), deliver(b.url, 'evt_cluster_2')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().data.status)).toEqual(['credited', 'credited']);
    expect((await deliver(proxy.url, 'evt_cluster_1')).json().data.status).toBe('duplicate');
    const records = await t.app.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.businessId, businessId));
    expect(records).toHaveLength(1);
    await call(a.url, 'POST', `${SANDBOX_PREFIX}/switches/reset`, { body: {} });
  });

  it('when one instance is killed mid-load, the other serves every request', async () => {
    const { client } = await signUpCustomer(t.app);
    const session = { cookie: client.cookieHeader() };
    const routes: [[string, Record<string, string>], ...[string, Record<string, string>][]] = [
      ['/demo-traders', PHONE_UA],
      ['/api/v1/user', session],
      ['/api/health', {}],
    ];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let stop = false;
    let killedAt = Infinity;
    const results: { at: number; ok: boolean; status: number | string }[] = [];
    const worker = async (w: number) => {
      for (let i = w; !stop; i++) {
        const [url, headers] = routes[i % routes.length] ?? routes[0];
        const at = Date.now();
        const r = await call(proxy.url, 'GET', url, { headers, agent, timeoutMs: 15_000 }).then(
          (res) => ({ ok: res.status === 200, status: res.status }),
          (err: Error) => ({ ok: false, status: err.message }),
        );
        results.push({ at, ...r });
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((r) => setTimeout(r, 20));
    };
    await until(() => results.length >= 150);
    killedAt = Date.now();
    b.child.kill('SIGKILL');
    await b.exited;
    const before = results.length;
    await until(() => results.length >= before + 300 || Date.now() - killedAt > 15_000);
    stop = true;
    await Promise.all(workers);
    agent.destroy();

    const after = results.filter((r) => r.at >= killedAt);
    const failed = results.filter((r) => !r.ok);
    expect(b.child.signalCode).toBe('SIGKILL');
    expect(after.length).toBeGreaterThanOrEqual(300);
    // nginx retried on A whatever met B as it died: not one request failed, before or after.
    expect(failed).toEqual([]);
    expect((await call(proxy.url, 'GET', '/api/health')).status).toBe(200);
  });
});
