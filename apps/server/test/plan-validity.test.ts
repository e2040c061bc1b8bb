import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, planEndDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { businesses, paymentRecords } from '../src/db/schema/index.ts';
import { buildTestApp, loginStaff, type Client, type TestApp } from './helpers.ts';
import {
  createPlan,
  customerWithBusiness,
  monthlyPlan,
  payForPlan,
  resetSwitches,
  settleWebhooks,
  switches,
} from './payments-fixtures.ts';

/** Paid time is never lost (docs/payments.md, "Buying while a plan is active"), through the real routes. */

let t: TestApp;
let admin: Client;
let monthlyId: string;
let yearlyId: string;
let trialId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginStaff(t.app, '9000000002');
  monthlyId = (await createPlan(admin, monthlyPlan({ name: 'Premium Monthly', price: 49900 })))
    .subscriptionPlanId;
  yearlyId = (
    await createPlan(admin, monthlyPlan({ name: 'Premium Yearly', price: 499000, validityUnit: 'year' }))
  ).subscriptionPlanId;
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
}, 180_000);
afterEach(async () => {
  await settleWebhooks(t.app);
  await resetSwitches(t.app);
});

const today = () => todayInIndia();
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

async function buy(client: Client, businessId: string, planId: string) {
  const { body } = await payForPlan(t.app, client, businessId, planId);
  const res = await client.post('/api/v1/payment/make-payment', body);
  expect(res.statusCode).toBe(200);
  return withValidFrom(res.json().data);
}

/** The payment result (spec shape) plus the first valid day its record keeps. */
async function withValidFrom(result: { recordNo: number; validTo: string; purchaseType: string }) {
  const [r] = await t.app.db
    .select({ validFrom: paymentRecords.validFrom })
    .from(paymentRecords)
    .where(eq(paymentRecords.recordNo, result.recordNo));
  return { ...result, validFrom: r?.validFrom };
}

const entitlements = async (client: Client, businessId: string) =>
  (await client.get(`/api/v1/payment/entitlements?businessId=${businessId}`)).json().data;

describe('buying while a plan is active', () => {
  it('an early renewal of the same plan starts the day after the current one ends', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const first = await buy(client, businessId, monthlyId);
    const firstEnd = planEndDate(today(), 1, 'month');
    expect(first).toMatchObject({ validFrom: today(), validTo: firstEnd });

    const second = await buy(client, businessId, monthlyId);
    const secondStart = addCalendarDays(firstEnd, 1);
    expect(second).toMatchObject({
      validFrom: secondStart,
      validTo: planEndDate(secondStart, 1, 'month'),
      purchaseType: 'subscription',
    });
    expect(await entitlements(client, businessId)).toMatchObject({
      isActive: true,
      validFrom: today(),
      validTo: planEndDate(secondStart, 1, 'month'),
    });
  });

  it('switching to another plan starts today and turns the unused days into extra days', async () => {
    await switches(t.app, { webhooksOff: true });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await buy(client, businessId, monthlyId);
    const ent = await entitlements(client, businessId);
    const monthDays = days(today(), planEndDate(today(), 1, 'month'));
    expect(ent.currentPlan).toEqual({
      planId: monthlyId,
      planName: 'Premium Monthly',
      isFreeTrialPlan: false,
      validTo: planEndDate(today(), 1, 'month'),
      pricePaise: 49900,
      periodDays: monthDays,
    });

    const yearly = await buy(client, businessId, yearlyId);
    // The whole month is unused: ₹499 of it at the yearly ₹4990/year price per day.
    const yearEnd = planEndDate(today(), 1, 'year');
    const extra = Math.floor((49900 * days(today(), yearEnd)) / 499000);
    expect(extra).toBeGreaterThanOrEqual(36);
    expect(yearly).toMatchObject({ validFrom: today(), validTo: addCalendarDays(yearEnd, extra) });
    expect((await entitlements(client, businessId)).planId).toBe(yearlyId);
  });

  it('a paid plan replaces a free trial; a free trial never replaces a paid plan', async () => {
    await switches(t.app, { webhooksOff: true });
    const trialBody = {
      subscriptionPlanId: trialId,
      renew: false,
      throughGateway: false,
      isManualUpdate: false,
      isFreeTrialPlan: true,
    };
    const a = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    expect(
      (await a.client.post('/api/v1/payment/make-payment', { ...trialBody, businessId: a.businessId }))
        .statusCode,
    ).toBe(200);
    expect(await buy(a.client, a.businessId, monthlyId)).toMatchObject({
      validFrom: today(),
      validTo: planEndDate(today(), 1, 'month'),
    });

    const b = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const paid = await buy(b.client, b.businessId, monthlyId);
    const res = await b.client.post('/api/v1/payment/make-payment', {
      ...trialBody,
      businessId: b.businessId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.message).toMatch(
      /^Premium Monthly is active until .*The free trial cannot replace a paid plan\.$/,
    );
    const [row] = await t.app.db.select().from(businesses).where(eq(businesses.id, b.businessId));
    expect(row).toMatchObject({ activePlanId: monthlyId, expiryDateForCustomer: paid.validTo });
    expect((await b.client.get('/api/v1/user')).json().data.preference.isFreeTrialPlanTaken).not.toBe(true);
  });

  it('an admin manual update follows the same rule (same plan extends, a custom plan converts)', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const manual = (body: Record<string, unknown>) =>
      admin.post('/api/v1/payment/make-payment', {
        businessId,
        throughGateway: false,
        isManualUpdate: true,
        isFreeTrialPlan: false,
        ...body,
      });
    expect((await manual({ subscriptionPlanId: monthlyId })).json().data.validTo).toBe(
      planEndDate(today(), 1, 'month'),
    );
    const again = await withValidFrom((await manual({ subscriptionPlanId: monthlyId })).json().data);
    const start = addCalendarDays(planEndDate(today(), 1, 'month'), 1);
    expect(again).toMatchObject({ validFrom: start, validTo: planEndDate(start, 1, 'month') });

    // Two months of ₹499 left (today's month and the next), converted into a ₹998-a-month custom plan.
    const remaining = days(today(), again.validTo);
    const custom = await manual({
      subscriptionPlanId: 'CUSTOM_PLAN',
      name: 'Festival',
      validity: '1',
      validityUnit: 'month',
      price: '99800',
    });
    expect(custom.statusCode).toBe(200);
    const customEnd = planEndDate(today(), 1, 'month');
    const periodOfLastRecord = days(start, again.validTo);
    const extra = Math.floor((remaining * 49900 * days(today(), customEnd)) / (periodOfLastRecord * 99800));
    expect(await withValidFrom(custom.json().data)).toMatchObject({
      validFrom: today(),
      validTo: addCalendarDays(customEnd, extra),
    });
    const records = await t.app.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.businessId, businessId));
    expect(records).toHaveLength(3);
    expect((await entitlements(client, businessId)).planName).toBe('Festival');
  });
});
