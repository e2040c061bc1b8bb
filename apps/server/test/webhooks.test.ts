import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentRecords, paymentWebhookEvents } from '../src/db/schema/index.ts';
import { SANDBOX_KEYS } from '../src/integrations/payments/gateway.ts';
import { webhookSignature } from '../src/integrations/payments/signatures.ts';
import { buildTestApp, loginStaff, type TestApp } from './helpers.ts';
import {
  checkout,
  createPlan,
  customerWithBusiness,
  monthlyPlan,
  payForPlan,
  reportEveryWay,
  resetSwitches,
  settleWebhooks,
  switches,
} from './payments-fixtures.ts';

let t: TestApp;
let planId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginStaff(t.app, '9000000002');
  planId = (await createPlan(admin, monthlyPlan({ name: 'Webhook Gold' }))).subscriptionPlanId;
});
afterEach(async () => {
  await settleWebhooks(t.app);
  await resetSwitches(t.app);
});

const recordsOf = (businessId: string) =>
  t.app.db.select().from(paymentRecords).where(eq(paymentRecords.businessId, businessId));

const postWebhook = (
  body: string,
  signature: string,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });

describe('webhook-only payments', () => {
  it('credits a payment whose browser was lost', async () => {
    await switches(t.app, { loseBrowser: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = (
      await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId })
    ).json().data;
    expect(await checkout(t.app, order.order.id)).toEqual({ lost: true });
    await settleWebhooks(t.app);
    const records = await recordsOf(businessId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      throughGateway: true,
      razorpayOrderId: order.order.id,
      amountPaise: 49900,
    });
    const status = (await client.get(`/api/v1/payment/order/${order.order.id}`)).json().data;
    expect(status).toMatchObject({ status: 'paid', result: { planName: 'Webhook Gold' } });
    expect(
      (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data.isActive,
    ).toBe(true);
  });

  it('credits nothing from webhooks with a bad signature', async () => {
    await switches(t.app, { loseBrowser: true, badWebhookSignature: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = (
      await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId })
    ).json().data;
    await checkout(t.app, order.order.id);
    await settleWebhooks(t.app);
    expect(await recordsOf(businessId)).toHaveLength(0);
  });

  it('answers a forged webhook 400 and never a 5xx on junk', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'order.paid', payload: {} });
    const bad = await postWebhook(body, webhookSignature(body, 'not-the-secret'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await postWebhook(body, '')).statusCode).toBe(400);
    const junk = 'not json';
    expect((await postWebhook(junk, webhookSignature(junk, SANDBOX_KEYS.webhookSecret))).statusCode).toBe(
      400,
    );
    const signedOther = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_X',
            order_id: 'order_NotOurs',
            amount: 100,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const notOurs = await postWebhook(signedOther, webhookSignature(signedOther, SANDBOX_KEYS.webhookSecret));
    expect(notOurs.json().data.status).toBe('not_ours');
  });

  it('does not credit when the captured amount differs from the order', async () => {
    await switches(t.app, { loseBrowser: true, captureAmount: 100 });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = (
      await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId })
    ).json().data;
    await checkout(t.app, order.order.id);
    await settleWebhooks(t.app);
    expect(await recordsOf(businessId)).toHaveLength(0);
    const events = await t.app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, order.order.id));
    expect(events.map((e) => e.outcome)).toContain('amount_mismatch');
  });

  it('keeps the reason of a failed payment and credits nothing', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = (
      await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId })
    ).json().data;
    const failed = await checkout(t.app, order.order.id, 'failure');
    expect(failed.error?.description).toMatch(/declined/);
    await settleWebhooks(t.app);
    const status = (await client.get(`/api/v1/payment/order/${order.order.id}`)).json().data;
    expect(status).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/declined/),
      result: null,
    });
    expect(await recordsOf(businessId)).toHaveLength(0);
  });
});

describe('exactly once', () => {
  it('credits once when webhooks come twice, out of order, and late, and the browser reports twice at once', async () => {
    await switches(t.app, { duplicateWebhooks: true, outOfOrder: true, webhookDelayMs: 5 });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    const answers = await reportEveryWay(t.app, client, body);
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.recordNo)).size).toBe(1);
    expect(await recordsOf(businessId)).toHaveLength(1);
  });

  it('answers a redelivered event id without work', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await switches(t.app, { webhooksOff: true });
    const { paid, orderId } = await payForPlan(t.app, client, businessId, planId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.razorpay_payment_id,
            order_id: orderId,
            amount: 49900,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const sig = webhookSignature(body, SANDBOX_KEYS.webhookSecret);
    const [a, b] = await Promise.all([
      postWebhook(body, sig, 'evt_same1'),
      postWebhook(body, sig, 'evt_same2'),
    ]);
    expect([a.json().data.status, b.json().data.status]).toEqual(['credited', 'credited']);
    expect((await postWebhook(body, sig, 'evt_same1')).json().data.status).toBe('duplicate');
    expect(await recordsOf(businessId)).toHaveLength(1);
  });
});
