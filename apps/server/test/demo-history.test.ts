import { and, count, countDistinct, eq, isNotNull, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { businesses, cardEvents, greetingUsage, paymentRecords, users } from '../src/db/schema/index.ts';
import { seedGreetings } from '../src/seed/greetings.ts';
import { HISTORY_SIZE, historyProfile, seedDemoHistory } from '../src/seed/history.ts';
import { buildTestApp, loginStaff, type TestApp } from './helpers.ts';

/** Issue 13: Demo Agency's six months of history, as a first demo start makes it. */
let t: TestApp;
const historyBusinesses = () =>
  t.database.db
    .select({
      name: businesses.businessName,
      madeBy: businesses.businessMadeBy,
      expiry: businesses.expiryDateForCustomer,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(like(users.phoneNumber, '93%'));

beforeAll(async () => {
  t = await buildTestApp({ seed: 'full' });
  await seedGreetings(t.database.db, t.app.storage, { demoAgencyId: t.ids.demoAgencyId });
  await seedDemoHistory(t.database.db, t.ids);
  // The seed writes behind the app's back, as a start does before it serves.
  t.app.memoryCaches.drop();
});

describe('demo history', () => {
  it('makes 60 businesses over six months, by customers themselves and by each kind of staff', async () => {
    const rows = await historyBusinesses();
    expect(rows).toHaveLength(60);
    // Sixty different names: a list of businesses where two read the same looks like a bug.
    expect(new Set(rows.map((r) => r.name)).size).toBe(60);
    const makers = new Set(rows.map((r) => r.madeBy));
    expect([...makers].sort()).toEqual(['9000000003', '9000000004', '9000000005', 'self']);
    const ages = rows.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(170);
    expect(Math.min(...ages)).toBeLessThan(10);
  });

  it('leaves plans active, lapsed and never bought, with payments in every one of the last six months', async () => {
    const today = todayInIndia();
    const rows = await historyBusinesses();
    const active = rows.filter((r) => r.expiry && r.expiry >= today).length;
    const lapsed = rows.filter((r) => r.expiry && r.expiry < today).length;
    const never = rows.filter((r) => !r.expiry).length;
    expect(active).toBeGreaterThan(10);
    expect(lapsed).toBeGreaterThan(5);
    expect(never).toBeGreaterThan(2);
    const months = await t.database.db
      .select({
        month: sql<string>`to_char(${paymentRecords.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`,
      })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.agencyId, t.ids.demoAgencyId),
          like(paymentRecords.razorpayPaymentId, 'pay_demohistory%'),
        ),
      )
      .groupBy(sql`1`);
    expect(months.length).toBeGreaterThanOrEqual(6);
    const [renewals] = await t.database.db
      .select({ n: count() })
      .from(paymentRecords)
      .where(
        and(eq(paymentRecords.agencyId, t.ids.demoAgencyId), eq(paymentRecords.purchaseType, 'renewal')),
      );
    expect(renewals?.n).toBeGreaterThan(10);
  });

  it('counts card views and taps over the last 30 days, and greeting downloads', async () => {
    const [views] = await t.database.db
      .select({ n: count(), days: countDistinct(cardEvents.day) })
      .from(cardEvents)
      .where(
        and(eq(cardEvents.agencyId, t.ids.demoAgencyId), like(cardEvents.visitorHash, 'demo-history-%')),
      );
    expect(views?.n).toBeGreaterThan(1000);
    expect(views?.days).toBe(30);
    const [taps] = await t.database.db
      .select({ n: countDistinct(cardEvents.action) })
      .from(cardEvents)
      .where(and(like(cardEvents.visitorHash, 'demo-history-%'), sql`${cardEvents.action} <> 'view'`));
    expect(taps?.n).toBe(5);
    const [downloads] = await t.database.db
      .select({ n: count() })
      .from(greetingUsage)
      .where(and(eq(greetingUsage.agencyId, t.ids.demoAgencyId), isNotNull(greetingUsage.imageId)));
    expect(downloads?.n).toBeGreaterThan(100);
  });

  it("shows on an admin's Home and a franchisee's workspace", async () => {
    const admin = await loginStaff(t.app, '9000000002');
    const { agency } = (await admin.get('/api/v1/dashboard')).json().data;
    expect(agency.customers).toBeGreaterThanOrEqual(60);
    expect(agency.liveCards).toBeGreaterThan(40);
    expect(agency.revenueThisMonth).toBeGreaterThan(0);
    expect(agency.revenueLastMonth).toBeGreaterThan(0);
    expect(agency.freeTrials.converted).toBeGreaterThan(0);
    expect(agency.greetingDownloadsThisMonth).toBeGreaterThan(0);
    expect(agency.topFranchisees.map((f: { phoneNumber: string }) => f.phoneNumber)).toEqual(
      expect.arrayContaining(['9000000003', '9000000004']),
    );
    const franchisee = await loginStaff(t.app, '9000000004');
    const { workspace } = (await franchisee.get('/api/v1/dashboard')).json().data;
    expect(workspace.businesses).toBeGreaterThan(5);
    expect(workspace.recent.length).toBeGreaterThan(5);
  });

  it('is made once: a second start adds nothing, and the same world every time', async () => {
    const before = await historyBusinesses();
    await seedDemoHistory(t.database.db, t.ids);
    const after = await historyBusinesses();
    expect(after).toHaveLength(before.length);
    // Deterministic: each business is the one its number names, whenever the seed runs.
    const expected = Array.from({ length: HISTORY_SIZE }, (_, i) => historyProfile(i).businessName);
    expect(before.map((r) => r.name).sort()).toEqual(expected.sort());
    const [users93] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.phoneNumber, '93%'));
    expect(users93?.n).toBe(60);
  });
});
