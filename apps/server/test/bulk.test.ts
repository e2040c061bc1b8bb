import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planEndDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { businesses, cards, paymentRecords } from '../src/db/schema/index.ts';
import { anyCategoryId, basicDetails, businessBody } from './card-fixtures.ts';
import { Client, buildTestApp, loginStaff, uniquePhone } from './helpers.ts';
import { createPlan, monthlyPlan } from './payments-fixtures.ts';

const { app } = await buildTestApp();
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function makeBusiness(admin: Client, withCard: boolean) {
  const name = `Bulk ${uniquePhone().slice(-5)}`;
  const res = await admin.post('/api/v1/business/registerUserAndGetBusinesses', {
    phoneNumber: uniquePhone(),
    business: businessBody(await anyCategoryId(admin), name),
  });
  const businessId = res.json().data.businesses.list[0].businessId as string;
  if (withCard)
    await admin.post('/api/v1/updateCardBasicDetails', { businessId, basicDetails: basicDetails(name) });
  return businessId;
}

describe('POST /api/v1/business/bulk (All Businesses, selected rows)', () => {
  it('assigns a plan, extends two businesses by N days, and deactivates cards', async () => {
    const admin = await loginStaff(app, '9000000002');
    const [a, b, c] = [
      await makeBusiness(admin, true),
      await makeBusiness(admin, false),
      await makeBusiness(admin, false),
    ];
    const plan = await createPlan(admin, monthlyPlan());
    const today = todayInIndia();

    const assigned = await admin.post('/api/v1/business/bulk', {
      businessIds: [a, b],
      action: 'assignPlan',
      subscriptionPlanId: plan.subscriptionPlanId,
    });
    expect(assigned.json()).toEqual({ data: { updated: 2, skipped: [] } });
    const end = planEndDate(today, 1, 'month');
    const after = await app.db
      .select()
      .from(businesses)
      .where(inArray(businesses.id, [a, b]));
    expect(after.map((r) => r.expiryDateForCustomer)).toEqual([end, end]);

    const extended = await admin.post('/api/v1/business/bulk', {
      businessIds: [a, b, c],
      action: 'extend',
      days: 10,
    });
    expect(extended.json()).toEqual({
      data: { updated: 2, skipped: [{ businessId: c, reason: 'It has no plan to extend.' }] },
    });
    const [rowA] = await app.db.select().from(businesses).where(eq(businesses.id, a));
    expect(rowA?.expiryDateForCustomer).toBe(shift(end, 10));
    const [record] = await app.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.recordNo, rowA?.activeRecordNo ?? 0));
    expect(record?.validTo).toBe(shift(end, 10));

    const off = await admin.post('/api/v1/business/bulk', { businessIds: [a, b], action: 'deactivateCards' });
    expect(off.json()).toEqual({ data: { updated: 1, skipped: [] } });
    const [card] = await app.db.select().from(cards).where(eq(cards.businessId, a));
    expect(card?.status).toBe('inactive');
  });

  it('refuses other roles and explains bad input', async () => {
    const admin = await loginStaff(app, '9000000002');
    const missingDays = await admin.post('/api/v1/business/bulk', {
      businessIds: [randomUUID()],
      action: 'extend',
    });
    expect(missingDays.statusCode).toBe(400);
    expect(missingDays.json().data.fields.days).toBe('Days are required.');
    const none = await admin.post('/api/v1/business/bulk', { businessIds: [], action: 'deactivateCards' });
    expect(none.json().data.fields.businessIds).toBe('Select at least one business.');
    const stranger = randomUUID();
    const unknown = await admin.post('/api/v1/business/bulk', {
      businessIds: [stranger],
      action: 'extend',
      days: 3,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.message).toBe('Business not found.');
    for (const phone of ['9000000003', '9000000004', '9000000005']) {
      const staff = await loginStaff(app, phone);
      expect(
        (await staff.post('/api/v1/business/bulk', { businessIds: [stranger], action: 'deactivateCards' }))
          .statusCode,
      ).toBe(403);
    }
  });
});
