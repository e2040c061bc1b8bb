import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { loadConfig } from '../src/config.ts';
import paymentsPlugin, { WEBHOOK_PATH } from '../src/integrations/payments/plugin.ts';
import { SANDBOX_KEYS, SANDBOX_PREFIX } from '../src/integrations/payments/gateway.ts';
import { RazorpayClient } from '../src/integrations/payments/razorpay-client.ts';

/**
 * The sandbox on its own: a bare Fastify with only the payments plugin and a webhook recorder, so these
 * tests check what the sandbox says on the wire, judged by the official SDK's helpers.
 */
interface Delivered {
  event: string;
  eventId: string;
  signature: string;
  body: string;
}

let app: FastifyInstance;
let baseUrl: string;
const delivered: Delivered[] = [];

beforeAll(async () => {
  app = Fastify();
  app.decorate('config', loadConfig({ APP_MODE: 'demo' }));
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (req.url === WEBHOOK_PATH) return done(null, body);
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch (err) {
      done(err as Error);
    }
  });
  app.post(WEBHOOK_PATH, async (req) => {
    const body = req.body as string;
    delivered.push({
      event: (JSON.parse(body) as { event: string }).event,
      eventId: String(req.headers['x-razorpay-event-id']),
      signature: String(req.headers['x-razorpay-signature']),
      body,
    });
    return { ok: true };
  });
  await app.register(paymentsPlugin);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}${SANDBOX_PREFIX}`;
});
afterAll(() => app.close());
beforeEach(async () => {
  delivered.length = 0;
  await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/switches/reset` });
});

const overHttp = () =>
  new RazorpayClient({
    keyId: SANDBOX_KEYS.keyId,
    keySecret: SANDBOX_KEYS.keySecret,
    baseUrl,
    timeoutMs: 3000,
  });

async function pay(orderId: string, outcome: 'success' | 'failure' = 'success') {
  const res = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/checkout/pay`,
    payload: { key_id: SANDBOX_KEYS.keyId, order_id: orderId, outcome },
  });
  await app.payments.sandbox?.settle();
  return res.json() as Record<string, unknown>;
}

describe('Razorpay-shaped API', () => {
  it('creates and fetches orders over real HTTP with Basic auth', async () => {
    const order = await overHttp().createOrder({ amount: 49900, currency: 'INR', receipt: 'r1' });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49900,
      amount_paid: 0,
      currency: 'INR',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await overHttp().fetchOrder(order.id)).toEqual(order);
  });

  it('is reached the same way in-process by the app gateway', async () => {
    const order = await app.payments.gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r2' });
    expect((await overHttp().fetchOrder(order.id)).amount).toBe(100);
  });

  it('refuses wrong keys and bad amounts the way Razorpay does', async () => {
    const wrong = new RazorpayClient({ keyId: SANDBOX_KEYS.keyId, keySecret: 'nope', baseUrl });
    await expect(wrong.fetchOrder('order_x')).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    await expect(overHttp().createOrder({ amount: 50, currency: 'INR', receipt: 'r' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: 'The amount must be atleast INR 1.00',
      },
    );
  });
});

describe('checkout and webhooks', () => {
  it('signs the payment as Razorpay does and marks order and payment paid', async () => {
    const order = await app.payments.gateway.createOrder({ amount: 29900, currency: 'INR', receipt: 'r3' });
    const answer = await pay(order.id);
    expect(answer.razorpay_order_id).toBe(order.id);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: String(answer.razorpay_payment_id) },
        String(answer.razorpay_signature),
        SANDBOX_KEYS.keySecret,
      ),
    ).toBe(true);
    expect(await overHttp().fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 29900 });
    expect(await overHttp().fetchPayment(String(answer.razorpay_payment_id))).toMatchObject({
      status: 'captured',
      amount: 29900,
      order_id: order.id,
    });
    expect(delivered.map((d) => d.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    for (const d of delivered)
      expect(Razorpay.validateWebhookSignature(d.body, d.signature, SANDBOX_KEYS.webhookSecret)).toBe(true);
    expect(new Set(delivered.map((d) => d.eventId)).size).toBe(3);
  });

  it('fails a payment with a reason and a payment.failed webhook', async () => {
    const order = await app.payments.gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r4' });
    const answer = (await pay(order.id, 'failure')) as {
      error: { description: string; metadata: { order_id: string } };
    };
    expect(answer.error.description).toMatch(/declined/);
    expect(answer.error.metadata.order_id).toBe(order.id);
    expect(delivered.map((d) => d.event)).toEqual(['payment.failed']);
    expect((await overHttp().fetchOrder(order.id)).status).toBe('attempted');
  });

  it('serves checkout.js exposing window.Razorpay and a page with Pay and Fail', async () => {
    const js = await app.inject({ url: `${SANDBOX_PREFIX}/checkout.js` });
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('window.Razorpay = Razorpay');
    const order = await app.payments.gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r5' });
    const page = await app.inject({
      url: `${SANDBOX_PREFIX}/checkout?key_id=${SANDBOX_KEYS.keyId}&order_id=${order.id}&name=Demo%20%3Cb%3E`,
    });
    expect(page.body).toContain('>Pay<');
    expect(page.body).toContain('>Fail<');
    expect(page.body).toContain('₹1.00');
    expect(page.body).toContain('Demo &lt;b&gt;');
  });
});

describe('switches', () => {
  const flip = (s: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/switches`, payload: s });

  it('delivers twice, reversed, and with a bad signature', async () => {
    await flip({ duplicateWebhooks: true, outOfOrder: true, badWebhookSignature: true });
    const order = await app.payments.gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r6' });
    await pay(order.id);
    expect(delivered.map((d) => d.event)).toEqual([
      'order.paid',
      'order.paid',
      'payment.captured',
      'payment.captured',
      'payment.authorized',
      'payment.authorized',
    ]);
    expect(delivered[0]?.eventId).toBe(delivered[1]?.eventId);
    for (const d of delivered)
      expect(Razorpay.validateWebhookSignature(d.body, d.signature, SANDBOX_KEYS.webhookSecret)).toBe(false);
  });

  it('delivers late', async () => {
    await flip({ webhookDelayMs: 150 });
    const order = await app.payments.gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r7' });
    await app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/checkout/pay`,
      payload: { key_id: SANDBOX_KEYS.keyId, order_id: order.id, outcome: 'success' },
    });
    expect(delivered).toHaveLength(0);
    await app.payments.sandbox?.settle();
    expect(delivered).toHaveLength(3);
  });

  it('fails the next API call with 500, then recovers', async () => {
    await flip({ failNextApiCall: '500' });
    await expect(
      overHttp().createOrder({ amount: 100, currency: 'INR', receipt: 'r8' }),
    ).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
    });
    await expect(
      overHttp().createOrder({ amount: 100, currency: 'INR', receipt: 'r8' }),
    ).resolves.toHaveProperty('id');
  });

  it('drops the connection of the next API call', async () => {
    await flip({ failNextApiCall: 'drop' });
    await expect(
      overHttp().createOrder({ amount: 100, currency: 'INR', receipt: 'r9' }),
    ).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
    });
  });

  it('pays but loses the browser: no signed answer, webhooks still come', async () => {
    await flip({ loseBrowser: true });
    const order = await app.payments.gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r10' });
    expect(await pay(order.id)).toEqual({ lost: true });
    expect(delivered.map((d) => d.event)).toContain('order.paid');
  });

  it('rejects nonsense switch values', async () => {
    const res = await flip({ failNextApiCall: 'explode' });
    expect(res.statusCode).toBe(400);
  });
});

describe('production refuses the sandbox', () => {
  const production = {
    APP_MODE: 'production',
    COOKIE_SECRET: 'a-real-cookie-secret-for-production-0123456789',
    IP_HASH_SECRET: 'a-real-ip-hash-secret-0123',
    MESSAGE_WEBHOOK_URL: 'https://sms.example.com/send',
    DATABASE_URL: 'postgres://u@db/panel',
    RAZORPAY_KEY_ID: 'rzp_live_ABCDEF123456',
    RAZORPAY_KEY_SECRET: 'live-secret-xyz',
    RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    CERT_ENCRYPTION_KEY: 'a'.repeat(64),
    ACME_DIRECTORY_URL: 'https://acme-v02.api.letsencrypt.org/directory',
  };

  it('starts with real keys and talks to Razorpay', async () => {
    const { paymentsSettings } = await import('../src/integrations/payments/gateway.ts');
    const s = paymentsSettings(loadConfig(production));
    expect(s).toMatchObject({
      mode: 'razorpay',
      apiBase: 'https://api.razorpay.com',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      inProcess: false,
    });
  });

  it('refuses missing keys, sandbox keys and a sandbox base URL', () => {
    const { RAZORPAY_KEY_ID: _k, ...noKeys } = production;
    expect(() => loadConfig(noKeys)).toThrow(/RAZORPAY_KEY_ID/);
    expect(() =>
      loadConfig({
        ...production,
        RAZORPAY_KEY_ID: SANDBOX_KEYS.keyId,
        RAZORPAY_KEY_SECRET: SANDBOX_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: SANDBOX_KEYS.webhookSecret,
      }),
    ).toThrow(/RAZORPAY_KEY_ID/);
    expect(() =>
      loadConfig({ ...production, RAZORPAY_API_BASE: `https://pay.example.com${SANDBOX_PREFIX}` }),
    ).toThrow(/RAZORPAY_API_BASE/);
  });
});
