import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import {
  businesses,
  cardEvents,
  cards,
  greetingUsage,
  paymentRecords,
  sessionEvents,
  users,
} from '../src/db/schema/index.ts';
import { indiaMonth } from '../src/modules/franchisees/sales.ts';
import { anyCategoryId, basicDetails, businessBody } from './card-fixtures.ts';
import { Client, SOLO_HOST, buildTestApp, loginStaff, signUpCustomer, uniquePhone } from './helpers.ts';
import { createPlan, monthlyPlan } from './payments-fixtures.ts';

const { app, ids } = await buildTestApp();
const today = todayInIndia();
const addDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function makeCustomer(staff: Client, name: string, withCard: boolean) {
  const res = await staff.post('/api/v1/business/registerUserAndGetBusinesses', {
    phoneNumber: uniquePhone(),
    business: businessBody(await anyCategoryId(staff), name),
  });
  expect(res.statusCode).toBe(200);
  const businessId = res.json().data.businesses.list[0].businessId as string;
  if (withCard)
    expect(
      (await staff.post('/api/v1/updateCardBasicDetails', { businessId, basicDetails: basicDetails(name) }))
        .statusCode,
    ).toBe(201);
  return businessId;
}

/**
 * The hand-computed fixture, in Solo Cards (nothing else lives there): franchisee F made B1 and B2
 * (each with a card), the admin made B3 (no card). B1 bought ₹499 this month after a free trial;
 * B2 bought ₹999 last month and ends in 3 days; B3 had a trial that ended yesterday. B1 downloaded
 * three greetings this month.
 */
async function fixture() {
  const admin = await loginStaff(app, '9000000006', SOLO_HOST);
  const phoneNumber = uniquePhone();
  await admin.post('/api/v1/franchisee/signup', {
    phoneNumber,
    name: 'Solo Seller',
    roles: ['franchisee'],
    password: 'Seller1234',
  });
  const f = new Client(app, SOLO_HOST);
  expect((await f.post('/api/v1/franchisee/login', { phoneNumber, password: 'Seller1234' })).statusCode).toBe(
    200,
  );
  const b1 = await makeCustomer(f, 'Solo One', true);
  const b2 = await makeCustomer(f, 'Solo Two', true);
  const b3 = await makeCustomer(admin, 'Solo Three', false);

  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  const trial = (businessId: string) => ({
    agencyId: ids.soloAgencyId,
    kind: 'subscription' as const,
    businessId,
    planId: 'trial',
    planName: 'Free Trial',
    amountPaise: 0,
    purchaseType: 'free-trial' as const,
    throughGateway: false,
    isFreeTrialPlan: true,
    createdAt: twoDaysAgo,
  });
  await app.db.insert(paymentRecords).values([trial(b1), trial(b3)]);

  const basic = await createPlan(admin, monthlyPlan({ price: 49900 }));
  const premium = await createPlan(admin, monthlyPlan({ price: 99900 }));
  expect(
    (
      await admin.post('/api/v1/card-payment', {
        businessId: b1,
        subscriptionPlanId: basic.subscriptionPlanId,
      })
    ).statusCode,
  ).toBe(200);
  const r2 = await admin.post('/api/v1/card-payment', {
    businessId: b2,
    subscriptionPlanId: premium.subscriptionPlanId,
  });
  const lastMonth = new Date(indiaMonth(-1).start.getTime() + 3 * 86_400_000);
  await app.db
    .update(paymentRecords)
    .set({ createdAt: lastMonth })
    .where(eq(paymentRecords.recordNo, r2.json().data.recordNo));
  await app.db
    .update(businesses)
    .set({ expiryDateForCustomer: addDays(3) })
    .where(eq(businesses.id, b2));
  await app.db
    .update(businesses)
    .set({ activePlanId: 'trial', activePlanName: 'Free Trial', expiryDateForCustomer: addDays(-1) })
    .where(eq(businesses.id, b3));
  await app.db.insert(greetingUsage).values(
    [0, 1, 2].map(() => ({
      agencyId: ids.soloAgencyId,
      businessId: b1,
      day: today,
      mediaType: 'IMAGE' as const,
      imageId: randomUUID(),
    })),
  );
  return { admin, f, phoneNumber, b1, b2, b3, basicPlan: basic.name };
}

const fx = await fixture();

describe('GET /api/v1/dashboard (Home per role)', () => {
  it("gives an admin the agency's figures, matching the hand-computed fixture", async () => {
    const res = await fx.admin.get('/api/v1/dashboard');
    expect(res.statusCode).toBe(200);
    const { agency, workspace, platform } = res.json().data;
    expect(workspace).toBeNull();
    expect(platform).toBeNull();
    expect(agency).toEqual({
      customers: 3,
      businesses: 3,
      liveCards: 2,
      plans: { active: 2, expired: 1, expiringIn7Days: 1 },
      revenueThisMonth: 49900,
      revenueLastMonth: 99900,
      freeTrials: { started: 2, converted: 1 },
      greetingDownloadsThisMonth: 3,
      topFranchisees: [
        expect.objectContaining({ phoneNumber: fx.phoneNumber, businesses: 2, salesThisMonth: 49900 }),
        expect.objectContaining({ phoneNumber: '9000000006', businesses: 1, salesThisMonth: 0 }),
      ],
    });
  });

  it('gives a franchisee their own workspace: what they made, renewals due, sales this month', async () => {
    const { agency, workspace } = (await fx.f.get('/api/v1/dashboard')).json().data;
    expect(agency).toBeNull();
    expect(workspace).toMatchObject({
      allCards: false,
      customers: 2,
      businesses: 2,
      cards: 2,
      salesThisMonth: 49900,
    });
    expect(workspace.renewalsDue.map((b: { businessId: string }) => b.businessId)).toEqual([fx.b2]);
    expect(workspace.renewalsDue[0]).toMatchObject({
      expiryDateForCustomer: addDays(3),
      isSubscriptionActive: true,
    });
    expect(workspace.recent.map((b: { businessName: string }) => b.businessName)).toEqual([
      'Solo Two',
      'Solo One',
    ]);
  });

  it('gives franchisee-with-all-card-access the whole agency as their workspace', async () => {
    const allCards = await loginStaff(app, '9000000005');
    const { workspace } = (await allCards.get('/api/v1/dashboard')).json().data;
    expect(workspace.allCards).toBe(true);
    const plain = await loginStaff(app, '9000000004');
    const mine = (await plain.get('/api/v1/dashboard')).json().data.workspace;
    expect(mine.allCards).toBe(false);
    expect(workspace.businesses).toBeGreaterThan(mine.businesses);
  });

  it('gives a superadmin the platform across agencies', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const { platform, agency } = (await superadmin.get('/api/v1/dashboard')).json().data;
    expect(agency).not.toBeNull();
    expect(platform).toMatchObject({ agencies: 2, revenueThisMonth: 49900 });
    expect(platform.liveCards).toBeGreaterThanOrEqual(2);
  });

  it('refuses customers and strangers', async () => {
    const { client } = await signUpCustomer(app);
    expect((await client.get('/api/v1/dashboard')).statusCode).toBe(403);
    expect((await new Client(app).get('/api/v1/dashboard')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/dashboard/admin-insights', () => {
  it('answers the 7-day picture of the hand-computed fixture', async () => {
    const [card] = await app.db.select().from(cards).where(eq(cards.businessId, fx.b1));
    if (!card) throw new Error("B1's card is missing");
    const event = (action: string) => ({
      agencyId: ids.soloAgencyId,
      cardRowId: card.id,
      day: today,
      action,
      visitorHash: randomUUID(),
    });
    await app.db.insert(cardEvents).values([event('view'), event('view'), event('call')]);
    // B1's card is published (B2's is not, though B2 bought a plan): the funnel's third step.
    await app.db
      .update(cards)
      .set({ settings: { ...card.settings, published: true } })
      .where(eq(cards.id, card.id));
    // The session tracker: B1's owner today (twice) and yesterday, B2's owner 00:10 today India time
    // (still yesterday in UTC), B3's owner 10 days ago (outside the range), a demo customer today
    // (another agency).
    const ownerOf = async (businessId: string) => {
      const [b] = await app.db.select().from(businesses).where(eq(businesses.id, businessId));
      if (!b) throw new Error('fixture business missing');
      return b.ownerUserId;
    };
    const seen = (agencyId: string, userId: string, at: string) => ({
      agencyId,
      userId,
      sessionId: `session-${userId}`,
      name: 'page_view',
      createdAt: new Date(at),
    });
    const [o1, o2, o3] = [await ownerOf(fx.b1), await ownerOf(fx.b2), await ownerOf(fx.b3)];
    await app.db
      .insert(sessionEvents)
      .values([
        seen(ids.soloAgencyId, o1, `${today}T00:30:00+05:30`),
        seen(ids.soloAgencyId, o1, `${today}T00:40:00+05:30`),
        seen(ids.soloAgencyId, o1, `${addDays(-1)}T23:50:00+05:30`),
        seen(ids.soloAgencyId, o2, `${today}T00:10:00+05:30`),
        seen(ids.soloAgencyId, o3, `${addDays(-10)}T12:00:00+05:30`),
        seen(ids.demoAgencyId, randomUUID(), `${today}T00:20:00+05:30`),
      ]);
    // Insights are for a superadmin who is also an admin (spec section 6).
    await app.db
      .update(users)
      .set({ roles: ['superadmin', 'admin'] })
      .where(eq(users.phoneNumber, '9000000006'));
    const boss = await loginStaff(app, '9000000006', SOLO_HOST);
    const res = await boss.get('/api/v1/dashboard/admin-insights?range=7d');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.from).toBe(addDays(-6));
    expect(data.to).toBe(today);
    expect(data.days).toHaveLength(7);
    expect(data.days.at(-1)).toEqual({
      day: today,
      signups: 3,
      businesses: 3,
      cardsPublished: 2,
      purchases: 1,
      revenue: 49900,
      greetings: 3,
      views: 2,
      taps: 1,
      activeCustomers: 2,
    });
    expect(data.days.at(-2)).toMatchObject({ day: addDays(-1), activeCustomers: 1 });
    expect(data.days.slice(0, 5).every((d: { activeCustomers: number }) => d.activeCustomers === 0)).toBe(
      true,
    );
    expect(data.activeCustomers).toBe(2);
    // Three owners signed up, all three have a business, only B1's card is published, and B1 bought.
    expect(data.funnel).toEqual({ signedUp: 3, addedBusiness: 3, publishedCard: 1, boughtPlan: 1 });
    expect(
      data.days
        .slice(0, 6)
        .every((d: { purchases: number; signups: number }) => d.purchases + d.signups === 0),
    ).toBe(true);
    expect(data.byPlan).toEqual([{ planName: fx.basicPlan, purchases: 1, revenue: 49900 }]);
    expect(data.freeTrial).toEqual({ started: 2, converted: 1 });
    expect(data.renewals).toEqual({ renewed: 0, lapsed: 1 });
    expect(data.cardActions).toEqual([
      { action: 'view', count: 2 },
      { action: 'call', count: 1 },
    ]);
    expect(data.franchisees).toEqual([
      expect.objectContaining({
        phoneNumber: fx.phoneNumber,
        businesses: 2,
        cards: 2,
        purchases: 1,
        revenue: 49900,
      }),
      expect.objectContaining({
        phoneNumber: '9000000006',
        businesses: 1,
        cards: 0,
        purchases: 0,
        revenue: 0,
      }),
    ]);

    const todayOnly = (await boss.get('/api/v1/dashboard/admin-insights?range=today')).json().data;
    expect(todayOnly.days).toHaveLength(1);
    expect(todayOnly.freeTrial.started).toBe(0);
    expect(todayOnly.activeCustomers).toBe(2);
    // 10 days back only B3's owner was active; the funnel counts only who signed up in the range.
    const tenDaysAgo = (
      await boss.get(`/api/v1/dashboard/admin-insights?range=custom&from=${addDays(-10)}&to=${addDays(-10)}`)
    ).json().data;
    expect(tenDaysAgo.days).toEqual([expect.objectContaining({ activeCustomers: 1, signups: 0 })]);
    expect(tenDaysAgo.funnel).toEqual({ signedUp: 0, addedBusiness: 0, publishedCard: 0, boughtPlan: 0 });
    const custom = await boss.get(
      `/api/v1/dashboard/admin-insights?range=custom&from=${addDays(-1)}&to=${addDays(-2)}`,
    );
    expect(custom.statusCode).toBe(400);
    expect(custom.json().data.fields.to).toBe('The end date must not be before the start date.');
  });

  it('refuses a plain admin and franchisees', async () => {
    expect(
      (await (await loginStaff(app, '9000000002')).get('/api/v1/dashboard/admin-insights')).statusCode,
    ).toBe(403);
    expect((await fx.f.get('/api/v1/dashboard/admin-insights')).statusCode).toBe(403);
  });
});
