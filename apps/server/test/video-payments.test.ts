import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agencies, paymentRecords } from '../src/db/schema/index.ts';
import { DEMO_VIDEO_PLAN, seedDemoVideoPlans } from '../src/seed/plans.ts';
import { buildTestApp, loginStaff, SOLO_HOST, type Client, type TestApp } from './helpers.ts';
import {
  checkout,
  customerWithBusiness,
  resetSwitches,
  settleWebhooks,
  switches,
  updateConfiguration,
} from './payments-fixtures.ts';

/** The promotional-video single purchase: /api/v1/video/user-video-payment (+ /order). */
const BASE = '/api/v1/video/user-video-payment';
const PLAN_ID = DEMO_VIDEO_PLAN.id;
const PRICE = DEMO_VIDEO_PLAN.price;

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoVideoPlans(t.app.db, t.ids.demoAgencyId);
  admin = await loginStaff(t.app, '9000000002');
});
afterEach(async () => {
  await settleWebhooks(t.app);
  await resetSwitches(t.app);
});

const recordsOf = (businessId: string) =>
  t.app.db.select().from(paymentRecords).where(eq(paymentRecords.businessId, businessId));

/** Order (naming the video unless told not to), then a person presses Pay on the sandbox checkout. */
async function orderAndPay(client: Client, businessId: string, videoNo: number | undefined) {
  const order = await client.post(`${BASE}/order`, { planId: PLAN_ID, businessId, videoNo });
  if (order.statusCode !== 200) throw new Error(`order failed: ${order.body}`);
  const orderId = order.json().data.order.id as string;
  const paid = await checkout(t.app, orderId);
  return {
    order: order.json().data,
    body: {
      videoNo,
      planId: PLAN_ID,
      businessId,
      orderCreationId: orderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
      isManualUpdate: false,
      paymentAmount: PRICE,
    },
  };
}

async function withConfiguration(
  agencyId: string,
  change: Parameters<typeof updateConfiguration>[2],
  run: () => Promise<void>,
) {
  const [before] = await t.app.db.select().from(agencies).where(eq(agencies.id, agencyId));
  await updateConfiguration(t.app, agencyId, change);
  try {
    await run();
  } finally {
    if (before)
      await t.app.db
        .update(agencies)
        .set({ configuration: before.configuration })
        .where(eq(agencies.id, agencyId));
    t.app.memoryCaches.drop();
  }
}

describe('Demo Agency video price', () => {
  it('is seeded once at ₹499 and offered at that amount', async () => {
    await seedDemoVideoPlans(t.app.db, t.ids.demoAgencyId);
    const [demo] = await t.app.db.select().from(agencies).where(eq(agencies.id, t.ids.demoAgencyId));
    expect(demo?.configuration.video).toEqual({ enableVideo: true, customerPlans: [DEMO_VIDEO_PLAN] });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = await client.post(`${BASE}/order`, { planId: PLAN_ID, businessId });
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toEqual({
      key: 'rzp_test_sandbox00000001',
      order: { amount: PRICE, id: expect.stringMatching(/^order_/), currency: 'INR' },
    });
  });

  it('treats an agency stored before video prices as offering none (404, not a crash)', async () => {
    await withConfiguration(
      t.ids.soloAgencyId,
      (c) => {
        c.video = { enableVideo: true } as typeof c.video;
      },
      async () => {
        const solo = await customerWithBusiness(t.app, t.ids.soloAgencyId, { host: SOLO_HOST });
        const res = await solo.client.post(`${BASE}/order`, { planId: PLAN_ID, businessId: solo.businessId });
        expect(res.statusCode).toBe(404);
        expect(res.json().data.message).toBe('Promotional video plan not found.');
      },
    );
  });
});

describe('promotional video through the sandbox checkout', () => {
  it('credits once with the video number and lists it under the business', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await orderAndPay(client, businessId, 71);
    const res = await client.post(BASE, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'video',
      videoNo: 71,
      pdfCardNo: null,
      businessId,
      planId: null,
      amount: PRICE,
      status: 1,
      purchaseType: 'single-purchase',
      throughGateway: true,
      isManualUpdate: false,
      razorpayOrderId: body.razorpayOrderId,
    });
    // Replayed: same record, nothing credited twice.
    const again = await client.post(BASE, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.recordNo).toBe(res.json().data.recordNo);
    const list = (await client.get(`${BASE}?businessId=${businessId}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ recordNo: res.json().data.recordNo, videoNo: 71 });
    // Video records are their own kind: the PDF card and plan lists do not show them.
    expect(
      (await client.get(`/api/v1/pdf-card/pdf-card-payment?businessId=${businessId}`)).json().data.total,
    ).toBe(0);
    expect((await client.get(`/api/v1/card-payment?businessId=${businessId}`)).json().data.total).toBe(0);
  });

  it('takes the video number from the payment when the order did not name it', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await orderAndPay(client, businessId, undefined);
    const res = await client.post(BASE, { ...body, videoNo: 72 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.videoNo).toBe(72);
  });

  it('refuses a payment reported for another video than the order', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await orderAndPay(client, businessId, 73);
    const res = await client.post(BASE, { ...body, videoNo: 74 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message).toBe('This payment was made for another promotional video.');
    expect(await recordsOf(businessId)).toHaveLength(0);
  });

  it('refuses a tampered signature and credits nothing', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await orderAndPay(client, businessId, 75);
    const flipped = body.razorpaySignature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const bad of [
      { ...body, razorpaySignature: flipped },
      { ...body, razorpayPaymentId: 'pay_Forged00000000' },
      { ...body, orderCreationId: 'order_Other000000000' },
    ]) {
      const res = await client.post(BASE, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toMatchObject({
        code: 'PAYMENT_SIGNATURE_INVALID',
        message: 'The payment could not be verified. Nothing was credited.',
      });
    }
    expect(await recordsOf(businessId)).toHaveLength(0);
  });

  it('requires the signed ids unless an admin records it by hand', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const res = await client.post(BASE, { videoNo: 76, planId: PLAN_ID, businessId });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({ razorpaySignature: 'razorpaySignature is required.' });
    const noVideo = await client.post(BASE, { planId: PLAN_ID, businessId, isManualUpdate: true });
    expect(noVideo.json().data.fields).toMatchObject({ videoNo: 'videoNo is required.' });
  });

  it('refuses a captured amount or a stated amount that does not match the price', async () => {
    await switches(t.app, { webhooksOff: true, captureAmount: 100 });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await orderAndPay(client, businessId, 77);
    const res = await client.post(BASE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message).toBe(
      'The amount paid does not match the plan. Nothing was credited; please contact the agency.',
    );
    const stated = await client.post(BASE, { ...body, paymentAmount: 100 });
    expect(stated.statusCode).toBe(400);
    expect(stated.json().data.message).toBe('The amount does not match the promotional video price.');
    expect(await recordsOf(businessId)).toHaveLength(0);
  });
});

describe('promotional video webhook-only payment', () => {
  it('credits with the video number when the browser is lost', async () => {
    await switches(t.app, { loseBrowser: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = (await client.post(`${BASE}/order`, { planId: PLAN_ID, businessId, videoNo: 81 })).json()
      .data;
    expect(await checkout(t.app, order.order.id)).toEqual({ lost: true });
    await settleWebhooks(t.app);
    const list = (await client.get(`${BASE}?businessId=${businessId}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      kind: 'video',
      videoNo: 81,
      amount: PRICE,
      throughGateway: true,
      razorpayOrderId: order.order.id,
    });
    expect((await client.get(`/api/v1/payment/order/${order.order.id}`)).json().data.status).toBe('paid');
  });
});

describe('promotional video records by an admin', () => {
  it('records a manual purchase for an admin only, and cancels it without erasing it', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const manual = { videoNo: 91, planId: PLAN_ID, businessId, isManualUpdate: true, paymentAmount: PRICE };
    const refused = await client.post(BASE, manual);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.message).toBe('Only an admin can update a payment manually.');
    const allCards = await loginStaff(t.app, '9000000005');
    expect((await allCards.post(BASE, manual)).statusCode).toBe(403);
    expect(await recordsOf(businessId)).toHaveLength(0);

    const rec = await admin.post(BASE, manual);
    expect(rec.statusCode).toBe(200);
    const recordNo = rec.json().data.recordNo as number;
    expect(rec.json().data).toMatchObject({
      kind: 'video',
      videoNo: 91,
      amount: PRICE,
      isManualUpdate: true,
      throughGateway: false,
      createdBy: t.ids.staffIds['9000000002'],
    });

    expect((await client.delete(`${BASE}?recordNo=${recordNo}`)).statusCode).toBe(403);
    // A record of another kind is not deleted through this path.
    expect((await admin.delete(`/api/v1/pdf-card/pdf-card-payment?recordNo=${recordNo}`)).statusCode).toBe(
      404,
    );
    const del = await admin.delete(`${BASE}?recordNo=${recordNo}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toMatchObject({ recordNo, status: 2, cancelledBy: t.ids.staffIds['9000000002'] });
    expect((await admin.delete(`${BASE}?recordNo=${recordNo}`)).statusCode).toBe(404);
    const list = (await admin.get(`${BASE}?businessId=${businessId}`)).json().data;
    expect(list.list).toEqual([expect.objectContaining({ recordNo, status: 2 })]);
  });
});

describe('who may buy a promotional video', () => {
  it('says 403 when the agency does not offer videos', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await withConfiguration(
      t.ids.demoAgencyId,
      (c) => (c.video.enableVideo = false),
      async () => {
        for (const res of [
          await client.post(`${BASE}/order`, { planId: PLAN_ID, businessId }),
          await admin.post(BASE, { videoNo: 92, planId: PLAN_ID, businessId, isManualUpdate: true }),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().data.message).toBe('Promotional videos are not offered by this agency.');
        }
      },
    );
    expect(await recordsOf(businessId)).toHaveLength(0);
  });

  it('shows Connect with admin when the agency has online payment off', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await withConfiguration(
      t.ids.demoAgencyId,
      (c) => (c.onlinePayment.enablePaymentIntegration = false),
      async () => {
        const res = await client.post(`${BASE}/order`, { planId: PLAN_ID, businessId });
        expect(res.statusCode).toBe(403);
        expect(res.json().data.message).toBe('Please connect with admin to purchase subscription plan.');
        // The admin may still record a purchase taken in person.
        const manual = { videoNo: 93, planId: PLAN_ID, businessId, isManualUpdate: true };
        expect((await admin.post(BASE, manual)).statusCode).toBe(200);
      },
    );
  });

  it('hides another agency’s businesses, orders and records (404)', async () => {
    await switches(t.app, { webhooksOff: true });
    const demo = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await orderAndPay(demo.client, demo.businessId, 94);
    const recordNo = (await demo.client.post(BASE, body)).json().data.recordNo as number;
    await withConfiguration(
      t.ids.soloAgencyId,
      (c) => (c.video = { enableVideo: true, customerPlans: [{ ...DEMO_VIDEO_PLAN }] }),
      async () => {
        const solo = await customerWithBusiness(t.app, t.ids.soloAgencyId, { host: SOLO_HOST });
        const soloAdmin = await loginStaff(t.app, '9000000006', SOLO_HOST);
        const calls = [
          await solo.client.post(`${BASE}/order`, { planId: PLAN_ID, businessId: demo.businessId }),
          // The demo customer's valid signature, replayed through the other agency.
          await solo.client.post(BASE, { ...body, businessId: solo.businessId }),
          await soloAdmin.post(BASE, {
            videoNo: 95,
            planId: PLAN_ID,
            businessId: demo.businessId,
            isManualUpdate: true,
          }),
          await soloAdmin.get(`${BASE}?businessId=${demo.businessId}`),
          await soloAdmin.delete(`${BASE}?recordNo=${recordNo}`),
        ];
        expect(calls.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
      },
    );
    expect(await recordsOf(demo.businessId)).toEqual([expect.objectContaining({ recordNo, status: 1 })]);
  });
});
