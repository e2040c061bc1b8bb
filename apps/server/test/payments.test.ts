import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planEndDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { AGENT_PHONE_NUMBERS } from '@panel/shared/plans/agent-phones.ts';
import { decodeThankYouQuery } from '@panel/shared/plans/thank-you.ts';
import { paymentRecords } from '../src/db/schema/index.ts';
import { buildTestApp, loginStaff, type Client, type TestApp } from './helpers.ts';
import {
  addBusiness,
  checkout,
  createPlan,
  customerWithBusiness,
  monthlyPlan,
  payForPlan,
  resetSwitches,
  settleWebhooks,
  switches,
  updateConfiguration,
} from './payments-fixtures.ts';

let t: TestApp;
let admin: Client;
let planId: string;
let trialId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginStaff(t.app, '9000000002');
  planId = (await createPlan(admin, monthlyPlan({ name: 'Gold Monthly' }))).subscriptionPlanId;
  trialId = (
    await createPlan(admin, {
      name: 'Trial',
      price: 0,
      validity: 7,
      validityUnit: 'day',
      isFreeTrialPlan: true,
      limits: {},
    })
  ).subscriptionPlanId;
});
afterEach(async () => {
  await settleWebhooks(t.app);
  await resetSwitches(t.app);
});

const recordsOf = (businessId: string) =>
  t.app.db.select().from(paymentRecords).where(eq(paymentRecords.businessId, businessId));

describe('order and make-payment through the sandbox checkout', () => {
  it('creates an order, credits the plan once, and shows it everywhere', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const orderRes = await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId });
    expect(orderRes.statusCode).toBe(200);
    const order = orderRes.json().data;
    expect(order).toEqual({
      key: 'rzp_test_sandbox00000001',
      order: { amount: 49900, id: expect.stringMatching(/^order_/), currency: 'INR' },
    });

    const paid = await checkout(t.app, order.order.id);
    const res = await client.post('/api/v1/payment/make-payment', {
      businessId,
      subscriptionPlanId: planId,
      renew: false,
      orderCreationId: order.order.id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
      throughGateway: true,
      isManualUpdate: false,
      isFreeTrialPlan: false,
    });
    expect(res.statusCode).toBe(200);
    const today = todayInIndia();
    expect(res.json().data).toEqual({
      planId,
      recordNo: expect.any(Number),
      planName: 'Gold Monthly',
      validTo: planEndDate(today, 1, 'month'),
      isFreeTrialPlan: false,
      purchaseType: 'subscription',
    });

    const ent = (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data;
    expect(ent).toMatchObject({
      isActive: true,
      planName: 'Gold Monthly',
      validFrom: today,
      renew: false,
      canPurchaseOnline: true,
    });
    expect(ent.limits).toMatchObject({
      greetingImagesIncluded: true,
      greetingImagesLimit: -1,
      pdfCardLimit: 1,
    });

    const list = (await client.get(`/api/v1/card-payment?businessId=${businessId}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      amount: 49900,
      status: 1,
      throughGateway: true,
      isManualUpdate: false,
      razorpayOrderId: order.order.id,
    });
    const last = (await client.get(`/api/v1/card-payment/last-active?businessId=${businessId}`)).json().data;
    expect(last.recordNo).toBe(res.json().data.recordNo);
    const status = (await client.get(`/api/v1/payment/order/${order.order.id}`)).json().data;
    expect(status).toMatchObject({ status: 'paid', result: { recordNo: res.json().data.recordNo } });
  });

  it('answers a replayed make-payment with the same record and credits nothing more', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    const first = await client.post('/api/v1/payment/make-payment', body);
    const again = await client.post('/api/v1/card-payment/gateway', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.recordNo).toBe(first.json().data.recordNo);
    expect(await recordsOf(businessId)).toHaveLength(1);
  });

  it('refuses a tampered signature and credits nothing', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    const flipped = body.razorpaySignature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const bad of [
      { ...body, razorpaySignature: flipped },
      { ...body, razorpayPaymentId: 'pay_Forged00000000' },
      { ...body, orderCreationId: 'order_Other000000000' },
    ]) {
      const res = await client.post('/api/v1/payment/make-payment', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toMatchObject({
        code: 'PAYMENT_SIGNATURE_INVALID',
        message: 'The payment could not be verified. Nothing was credited.',
      });
    }
    expect(await recordsOf(businessId)).toHaveLength(0);
    expect(
      (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data.isActive,
    ).toBe(false);
  });

  it('refuses a payment whose captured amount does not match the plan', async () => {
    await switches(t.app, { webhooksOff: true, captureAmount: 100 });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    const res = await client.post('/api/v1/payment/make-payment', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.message).toBe(
      'The amount paid does not match the plan. Nothing was credited; please contact the agency.',
    );
    expect(await recordsOf(businessId)).toHaveLength(0);
  });

  it('says 502 when the gateway fails, credits nothing, and succeeds on retry', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    await switches(t.app, { failNextApiCall: '500' });
    const res = await client.post('/api/v1/payment/make-payment', body);
    expect(res.statusCode).toBe(502);
    expect(res.json().data.code).toBe('BAD_GATEWAY');
    expect(await recordsOf(businessId)).toHaveLength(0);
    expect((await client.post('/api/v1/payment/make-payment', body)).statusCode).toBe(200);
    expect(await recordsOf(businessId)).toHaveLength(1);
  });

  it('says 502 when the gateway drops the connection while creating the order', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await switches(t.app, { failNextApiCall: 'drop' });
    const res = await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId });
    expect(res.statusCode).toBe(502);
  });

  it('marks a renewal when the plan had expired', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    await client.post('/api/v1/payment/make-payment', body);
    const { businesses } = await import('../src/db/schema/index.ts');
    await t.app.db
      .update(businesses)
      .set({ expiryDateForCustomer: '2020-01-31' })
      .where(eq(businesses.id, businessId));
    const ent = (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data;
    expect(ent).toMatchObject({ isActive: false, renew: true, limits: { greetingImagesIncluded: false } });
    const second = await payForPlan(t.app, client, businessId, planId);
    const res = await client.post('/api/v1/payment/make-payment', { ...second.body, renew: true });
    expect(res.json().data.purchaseType).toBe('renewal');
  });
});

describe('redirect mode (callback_url)', () => {
  it('credits from the form post and lands on the thank-you page', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { paid } = await payForPlan(t.app, client, businessId, planId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(paid as unknown as Record<string, string>).toString(),
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://x');
    expect(location.pathname).toBe('/panel/customer/thankyou');
    expect(decodeThankYouQuery(location.searchParams.get('data') ?? '')).toMatchObject({
      purchaseType: 'subscription',
      planName: 'Gold Monthly',
      validFrom: todayInIndia(),
      validTo: planEndDate(todayInIndia(), 1, 'month'),
    });
    expect(await recordsOf(businessId)).toHaveLength(1);
  });

  it('sends a failed or forged callback back with the reason and credits nothing', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'razorpay_payment_id=pay_X&razorpay_order_id=order_Y&razorpay_signature=abc',
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toContain('paymentError=');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error%5Bcode%5D=BAD_REQUEST_ERROR&error%5Bdescription%5D=Card%20declined',
    });
    expect(decodeURIComponent(String(failed.headers.location))).toContain('paymentError=Card declined');
  });
});

describe('free trial', () => {
  it('starts once per user, with end = start + 7 − 1 days', async () => {
    const { client, businessId, user } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const body = {
      businessId,
      subscriptionPlanId: trialId,
      renew: false,
      throughGateway: false,
      isManualUpdate: false,
      isFreeTrialPlan: true,
    };
    const res = await client.post('/api/v1/payment/make-payment', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isFreeTrialPlan: true,
      purchaseType: 'free-trial',
      validTo: planEndDate(todayInIndia(), 7, 'day'),
    });
    expect((await client.get('/api/v1/user')).json().data.preference.isFreeTrialPlanTaken).toBe(true);
    const second = await addBusiness(t.app, t.ids.demoAgencyId, user.userId);
    const again = await client.post('/api/v1/payment/make-payment', { ...body, businessId: second });
    expect(again.statusCode).toBe(409);
    expect(await recordsOf(second)).toHaveLength(0);
  });

  it('cannot be paid for or used as a paid plan', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    expect(
      (await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: trialId })).statusCode,
    ).toBe(400);
    const res = await client.post('/api/v1/payment/make-payment', {
      businessId,
      subscriptionPlanId: planId,
      throughGateway: false,
      isFreeTrialPlan: true,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('admin manual update', () => {
  it('assigns a custom plan without the gateway and records who did it', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const res = await admin.post('/api/v1/payment/make-payment', {
      businessId,
      subscriptionPlanId: 'CUSTOM_PLAN',
      renew: false,
      throughGateway: false,
      isManualUpdate: true,
      isFreeTrialPlan: false,
      name: 'Diwali special',
      validity: '3',
      validityUnit: 'month',
      price: '99900',
      limits: { greetingVideosIncluded: true, greetingVideosLimit: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      planId: 'CUSTOM_PLAN',
      planName: 'Diwali special',
      validTo: planEndDate(todayInIndia(), 3, 'month'),
    });
    const [record] = await recordsOf(businessId);
    expect(record).toMatchObject({
      isManualUpdate: true,
      throughGateway: false,
      createdBy: t.ids.staffIds['9000000002'],
      amountPaise: 99900,
    });
    const ent = (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data;
    expect(ent.limits).toMatchObject({ greetingVideosIncluded: true, greetingVideosLimit: 3 });
  });

  it('validates the custom plan with the spec texts', async () => {
    const { businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const res = await admin.post('/api/v1/payment/make-payment', {
      businessId,
      subscriptionPlanId: 'CUSTOM_PLAN',
      throughGateway: false,
      isManualUpdate: true,
      validityUnit: 'day',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      name: 'Subscription name is Required',
      validity: 'Validity is Required',
      price: 'Price is Required',
    });
    const numeric = await admin.post('/api/v1/payment/make-payment', {
      businessId,
      subscriptionPlanId: 'CUSTOM_PLAN',
      throughGateway: false,
      isManualUpdate: true,
      name: 'X',
      validity: 'ten',
      price: 'free',
    });
    expect(numeric.json().data.fields).toMatchObject({
      validity: 'Validity must be a number',
      price: 'Price must be a number',
    });
  });

  it('is refused to customers and to staff who are not admins', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const body = { businessId, subscriptionPlanId: planId, throughGateway: false, isManualUpdate: true };
    expect((await client.post('/api/v1/payment/make-payment', body)).statusCode).toBe(403);
    const allCards = await loginStaff(t.app, '9000000005');
    expect((await allCards.post('/api/v1/payment/make-payment', body)).statusCode).toBe(403);
    expect(await recordsOf(businessId)).toHaveLength(0);
  });

  it('records a card payment and cancels it, which ends the plan', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const rec = await admin.post('/api/v1/card-payment', { businessId, subscriptionPlanId: planId });
    expect(rec.statusCode).toBe(200);
    const recordNo = rec.json().data.recordNo as number;
    expect((await client.delete(`/api/v1/card-payment?recordNo=${recordNo}`)).statusCode).toBe(403);
    const del = await admin.delete(`/api/v1/card-payment?recordNo=${recordNo}`);
    expect(del.json().data).toMatchObject({ recordNo, status: 2, cancelledBy: t.ids.staffIds['9000000002'] });
    expect(
      (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data.isActive,
    ).toBe(false);
    expect((await admin.delete(`/api/v1/card-payment?recordNo=${recordNo}`)).statusCode).toBe(404);
  });
});

describe('who may buy online', () => {
  it('shows Connect with admin for a business made by staff who is not a listed agent', async () => {
    const { client, user } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const staffMade = await addBusiness(t.app, t.ids.demoAgencyId, user.userId, '9000000004');
    const res = await client.post('/api/v1/payment/order', {
      businessId: staffMade,
      subscriptionPlanId: planId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.message).toBe('Please connect with admin to purchase subscription plan.');
    const agentMade = await addBusiness(t.app, t.ids.demoAgencyId, user.userId, AGENT_PHONE_NUMBERS[0]);
    expect(
      (await client.post('/api/v1/payment/order', { businessId: agentMade, subscriptionPlanId: planId }))
        .statusCode,
    ).toBe(200);
  });

  it('shows Connect with admin when the agency has online payment off', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await updateConfiguration(
      t.app,
      t.ids.demoAgencyId,
      (c) => (c.onlinePayment.enablePaymentIntegration = false),
    );
    try {
      const res = await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId });
      expect(res.json().data.message).toBe('Please connect with admin to purchase subscription plan.');
      expect(
        (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data
          .canPurchaseOnline,
      ).toBe(false);
    } finally {
      await updateConfiguration(
        t.app,
        t.ids.demoAgencyId,
        (c) => (c.onlinePayment.enablePaymentIntegration = true),
      );
    }
  });
});

describe('tenancy and ownership', () => {
  it("never lets one customer pay into, read or credit another's business", async () => {
    await switches(t.app, { webhooksOff: true });
    const owner = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const other = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, owner.client, owner.businessId, planId);
    expect(
      (
        await other.client.post('/api/v1/payment/order', {
          businessId: owner.businessId,
          subscriptionPlanId: planId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.client.get(`/api/v1/card-payment?businessId=${owner.businessId}`)).statusCode).toBe(
      404,
    );
    expect((await other.client.get(`/api/v1/payment/order/${body.orderCreationId}`)).statusCode).toBe(404);
    // The owner's valid signature, replayed against the other customer's own business.
    const stolen = await other.client.post('/api/v1/payment/make-payment', {
      ...body,
      businessId: other.businessId,
    });
    expect(stolen.statusCode).toBe(404);
    expect(await recordsOf(other.businessId)).toHaveLength(0);
  });

  it('hides a business and plans of another agency (404)', async () => {
    const demo = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const solo = await customerWithBusiness(t.app, t.ids.soloAgencyId, { host: 'solo.localhost' });
    expect(
      (
        await solo.client.post('/api/v1/payment/order', {
          businessId: demo.businessId,
          subscriptionPlanId: planId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await solo.client.post('/api/v1/payment/order', {
          businessId: solo.businessId,
          subscriptionPlanId: planId,
        })
      ).statusCode,
    ).toBe(404);
    const soloAdmin = await loginStaff(t.app, '9000000006', 'solo.localhost');
    const manual = await soloAdmin.post('/api/v1/payment/make-payment', {
      businessId: demo.businessId,
      subscriptionPlanId: planId,
      throughGateway: false,
      isManualUpdate: true,
    });
    expect(manual.statusCode).toBe(404);
  });
});

describe('PDF ID card single purchase', () => {
  it('orders at the agency price, credits once, and lists under the business', async () => {
    await switches(t.app, { webhooksOff: true });
    await updateConfiguration(
      t.app,
      t.ids.demoAgencyId,
      (c) => (c.pdfCardConfig.customerPlans = [{ id: 'pdf-1', price: 9900 }]),
    );
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = await client.post('/api/v1/pdf-card/pdf-card-payment/order', {
      planId: 'pdf-1',
      businessId,
    });
    expect(order.json().data.order).toMatchObject({ amount: 9900, currency: 'INR' });
    const paid = await checkout(t.app, order.json().data.order.id);
    const body = {
      pdfCardNo: 501,
      planId: 'pdf-1',
      businessId,
      orderCreationId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
      isManualUpdate: false,
      paymentAmount: 9900,
    };
    const res = await client.post('/api/v1/pdf-card/pdf-card-payment', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'pdf_card',
      pdfCardNo: 501,
      amount: 9900,
      purchaseType: 'single-purchase',
    });
    expect((await client.post('/api/v1/pdf-card/pdf-card-payment', body)).json().data.recordNo).toBe(
      res.json().data.recordNo,
    );
    const list = (await client.get(`/api/v1/pdf-card/pdf-card-payment?businessId=${businessId}`)).json().data;
    expect(list.total).toBe(1);
    expect(
      (await client.post('/api/v1/pdf-card/pdf-card-payment', { ...body, paymentAmount: 100 })).statusCode,
    ).toBe(400);
  });
});

describe('agency bills to the platform', () => {
  async function addCard(agencyId: string) {
    const schema = await import('../src/db/schema/index.ts');
    const owner = await customerWithBusiness(
      t.app,
      agencyId,
      agencyId === t.ids.soloAgencyId ? { host: 'solo.localhost' } : {},
    );
    const [c] = await t.app.db
      .insert(schema.cards)
      .values({
        agencyId,
        businessId: owner.businessId,
        cardId: `bill-${Math.random().toString(36).slice(2, 9)}`,
        settings: {} as (typeof schema.cards.$inferInsert)['settings'],
      })
      .returning({ cardNo: schema.cards.cardNo });
    if (!c) throw new Error('card insert failed');
    return c.cardNo;
  }
  const [year, month] = todayInIndia().split('-').map(Number) as [number, number];

  it('counts this month in the outstanding amount before anyone has opened its bill', async () => {
    // The first billing read of Demo Agency in this file: its bill for this month does not exist yet.
    const cardNo = await addCard(t.ids.demoAgencyId);
    const due = (await admin.get('/api/v1/month-payments/getOutstandingAmount')).json().data;
    const bill = (await admin.get(`/api/v1/month-payments?month=${month}&year=${year}`)).json().data;
    expect(bill.cards).toContain(cardNo);
    expect(bill.outstanding).toBeGreaterThan(0);
    expect(due.outstandingAmount).toBe(bill.outstanding);
  });

  it('bills this month’s cards, takes payment through the gateway, and clears the outstanding amount', async () => {
    await switches(t.app, { webhooksOff: true });
    const cardNo = await addCard(t.ids.soloAgencyId);
    const soloAdmin = await loginStaff(t.app, '9000000006', 'solo.localhost');
    const bill = (await soloAdmin.get(`/api/v1/month-payments?month=${month}&year=${year}`)).json().data;
    expect(bill.cards).toContain(cardNo);
    expect(bill).toMatchObject({
      cardFee: 5000,
      amount: bill.cards.length * 5000,
      paid: 0,
      outstanding: bill.amount,
    });
    const due = (await soloAdmin.get('/api/v1/month-payments/getOutstandingAmount')).json().data;
    expect(due.outstandingAmount).toBe(bill.amount);

    const order = (await soloAdmin.post('/api/v1/month-payments/order', { month, year })).json().data;
    expect(order.order.amount).toBe(bill.amount);
    const paid = await checkout(t.app, order.order.id);
    const rec = await soloAdmin.post('/api/v1/month-payments/gateway', {
      orderCreationId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
    });
    expect(rec.statusCode).toBe(200);
    expect(rec.json().data).toMatchObject({
      kind: 'month',
      month,
      year,
      amount: bill.amount,
      throughGateway: true,
    });
    expect(
      (await soloAdmin.get('/api/v1/month-payments/getOutstandingAmount')).json().data.outstandingAmount,
    ).toBe(0);
    expect((await soloAdmin.post('/api/v1/month-payments/order', { month, year })).statusCode).toBe(409);
  });

  it('lets a superadmin move cards out of and into a bill, and nobody else', async () => {
    const cardNo = await addCard(t.ids.soloAgencyId);
    const superadmin = await loginStaff(t.app, '9000000001');
    const body = { agencyId: t.ids.soloAgencyId, month: 1, year: 2020, cardNo };
    const soloAdmin = await loginStaff(t.app, '9000000006', 'solo.localhost');
    expect((await soloAdmin.post('/api/v1/month-payments/add-card-in-bill', body)).statusCode).toBe(403);
    const added = await superadmin.post('/api/v1/month-payments/add-card-in-bill', body);
    expect(added.json().data.cards).toEqual([cardNo]);
    const out = await superadmin.post('/api/v1/month-payments/move-out-card', body);
    expect(out.json().data).toMatchObject({ cards: [], amount: 0 });
    const foreignCard = await addCard(t.ids.demoAgencyId);
    expect(
      (await superadmin.post('/api/v1/month-payments/add-card-in-bill', { ...body, cardNo: foreignCard }))
        .statusCode,
    ).toBe(404);
  });

  it('records annual, image and PDF card payments by superadmin, readable by the agency', async () => {
    const superadmin = await loginStaff(t.app, '9000000001');
    const annual = await superadmin.post('/api/v1/annual-payment', {
      agencyId: t.ids.soloAgencyId,
      paymentAmount: 1200000,
      year,
    });
    expect(annual.json().data).toMatchObject({ kind: 'annual', amount: 1200000, isManualUpdate: true, year });
    await superadmin.post('/api/v1/agency-pdf-card-payment', {
      agencyId: t.ids.soloAgencyId,
      paymentAmount: 50000,
    });
    const soloAdmin = await loginStaff(t.app, '9000000006', 'solo.localhost');
    expect((await soloAdmin.get('/api/v1/annual-payment')).json().data.total).toBe(1);
    expect((await soloAdmin.get('/api/v1/agency-pdf-card-payment')).json().data.list[0].amount).toBe(50000);
    expect((await soloAdmin.post('/api/v1/annual-payment', { paymentAmount: 100, year })).statusCode).toBe(
      403,
    );
    // Another agency's admin cannot read solo's bills.
    expect((await admin.get(`/api/v1/annual-payment?agencyId=${t.ids.soloAgencyId}`)).statusCode).toBe(403);
    const order = await soloAdmin.post('/api/v1/agency-image-payment/order', { paymentAmount: 25000 });
    expect(order.json().data.order.amount).toBe(25000);
    const { client } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    expect((await client.get('/api/v1/annual-payment')).statusCode).toBe(403);
  });
});
