import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addCalendarDays, planEndDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { INDIA_TIME_ZONE } from '@panel/shared/constants.ts';
import { slugifyCardId } from '@panel/shared/card/card-id.ts';
import { TZDate } from '@date-fns/tz';
import {
  aboutUsSchema,
  basicDetailsSchema,
  settingsSchema,
  templateSchema,
  type CardAction,
} from '@panel/shared/schemas/card.ts';
import type { Db } from '../db/client.ts';
import {
  businessCategories,
  businesses,
  cardEvents,
  cards,
  greetingUsage,
  imagePosts,
  paymentRecords,
  subscriptionPlans,
  users,
} from '../db/schema/index.ts';
import type { DemoIds } from './demo.ts';

/**
 * Six months of Demo Agency's life for a first start (issue 13): about 60 businesses made by its
 * franchisees and by customers themselves, with cards, plans bought, renewed and lapsed, card views
 * and taps, and greeting downloads, so Home, Insights, reports and lists show a believable picture.
 *
 * Deterministic: every choice is read from a hash of the business's number, so each start makes the
 * same world; its dates are counted back from the day it runs. Only a demo start runs it (main.ts):
 * the test templates stay small so tests can count what they make.
 */

export const HISTORY_SIZE = 60;
const HISTORY_DAYS = 180;
/** Customers of the history sign in with 93xxxxxxxx numbers, away from the e2e range (98…). */
const phoneOf = (i: number) => `93${String(10_000_000 + i * 7_919).padStart(8, '0')}`;

/** A whole number in [0, n) chosen by (i, what): the same every run. */
function pick(i: number, what: string, n: number): number {
  return createHash('sha256').update(`${what}:${i}`).digest().readUInt32BE(0) % n;
}
const choose = <T>(i: number, what: string, from: readonly T[]): T => from[pick(i, what, from.length)] as T;

const TRADES = [
  { noun: 'Kirana Store', category: 'Grocery & Kirana', nature: 'Retailer' },
  { noun: 'Sweets', category: 'Sweets & Bakery', nature: 'Manufacturer' },
  { noun: 'Electricals', category: 'Hardware & Sanitary', nature: 'Retailer' },
  { noun: 'Mobile Point', category: 'Mobile & Electronics', nature: 'Retailer' },
  { noun: 'Dental Clinic', category: 'Dental Clinic', nature: 'Service provider' },
  { noun: 'Fashion', category: 'Clothing & Fashion', nature: 'Retailer' },
  { noun: 'Jewellers', category: 'Jewellery', nature: 'Retailer' },
  { noun: 'Tuition Classes', category: 'Coaching & Tuition', nature: 'Service provider' },
  { noun: 'Medical Store', category: 'Pharmacy & Medical Store', nature: 'Retailer' },
  { noun: 'Beauty Parlour', category: 'Beauty Parlour & Salon', nature: 'Service provider' },
  { noun: 'Tours & Travels', category: 'Travel & Tours', nature: 'Service provider' },
  { noun: 'Photo Studio', category: 'Photography & Studio', nature: 'Service provider' },
  { noun: 'Furniture', category: 'Furniture & Home Decor', nature: 'Manufacturer' },
  { noun: 'Dairy', category: 'Dairy & Milk Products', nature: 'Distributor' },
  { noun: 'Restaurant', category: 'Restaurant & Cafe', nature: 'Restaurant' },
] as const;
const PREFIXES = [
  'Shree Ganesh',
  'Jai Ambe',
  'Patel',
  'Sai',
  'Om',
  'Lakshmi',
  'Balaji',
  'Mahalaxmi',
  'New India',
  'Royal',
  'Sunrise',
  'Annapurna',
  'Krishna',
  'Gurukrupa',
] as const;
const FIRST_NAMES = [
  'Amit',
  'Priya',
  'Sanjay',
  'Neha',
  'Vikram',
  'Pooja',
  'Rahul',
  'Anjali',
  'Suresh',
  'Kiran',
];
const LAST_NAMES = [
  'Patel',
  'Shah',
  'Joshi',
  'Mehta',
  'Desai',
  'Kulkarni',
  'Verma',
  'Iyer',
  'Reddy',
  'Gupta',
];
const CITIES = [
  { city: 'Ahmedabad', state: 'Gujarat', pincode: '380009' },
  { city: 'Surat', state: 'Gujarat', pincode: '395003' },
  { city: 'Vadodara', state: 'Gujarat', pincode: '390001' },
  { city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  { city: 'Nashik', state: 'Maharashtra', pincode: '422001' },
  { city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
  { city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
] as const;
/** Who made the business: the customer, or one of the demo staff (by phone). */
const MAKERS = [
  'self',
  'self',
  'self',
  'self',
  '9000000004',
  '9000000004',
  '9000000003',
  '9000000005',
] as const;
/** What happened to the business's plan over its life. */
const STORIES = [
  'none',
  'trial-lapsed',
  'trial-converted',
  'monthly',
  'monthly',
  'monthly-lapsed',
  'yearly',
  'trial-converted',
] as const;
const TAPS: CardAction[] = ['call', 'whatsapp', 'upi-pay', 'save-contact', 'directions'];

type Plan = typeof subscriptionPlans.$inferSelect;

/** The purchases a story makes from the business's first day up to today, each starting when the last ends. */
function purchases(story: (typeof STORIES)[number], i: number, from: string, today: string, plans: Plan[]) {
  const byName = (name: string) => plans.find((p) => p.name === name);
  const trial = plans.find((p) => p.isFreeTrialPlan);
  const monthly = byName(choose(i, 'monthly', ['Basic Monthly', 'Premium Monthly']));
  const yearly = byName(choose(i, 'yearly', ['Basic Yearly', 'Premium Yearly']));
  const bought: { plan: Plan; validFrom: string; validTo: string; renewal: boolean }[] = [];
  const buy = (plan: Plan | undefined, start: string) => {
    if (!plan) return start;
    const validTo = planEndDate(start, plan.validity, plan.validityUnit);
    bought.push({ plan, validFrom: start, validTo, renewal: bought.some((b) => b.plan.id === plan.id) });
    return addCalendarDays(validTo, 1);
  };
  let next = from;
  if (story === 'none') return bought;
  if (story.startsWith('trial')) next = buy(trial, next);
  if (story === 'trial-lapsed') return bought;
  if (story === 'yearly') {
    buy(yearly, next);
    return bought;
  }
  // Monthly buyers renew while the month has begun; a lapsing one stops after one to three months.
  const stopAfter = story === 'monthly-lapsed' ? 1 + pick(i, 'months', 3) : Infinity;
  for (let n = 0; n < stopAfter && next <= today; n++) next = buy(monthly, next);
  return bought;
}

/** Who the i-th business of the history is: the same every run. */
export function historyProfile(i: number) {
  // Walking both lists at co-prime steps gives 60 different names (14 × 15 pairs).
  const trade = TRADES[(i * 7) % TRADES.length] as (typeof TRADES)[number];
  return {
    trade,
    place: choose(i, 'city', CITIES),
    owner: `${choose(i, 'first', FIRST_NAMES)} ${choose(i, 'last', LAST_NAMES)}`,
    businessName: `${PREFIXES[i % PREFIXES.length]} ${trade.noun}`,
    maker: choose(i, 'maker', MAKERS),
    story: choose(i, 'story', STORIES),
    phone: phoneOf(i),
  };
}

/** Seeds the history once; a database that has it already is left alone. */
export async function seedDemoHistory(db: Db, ids: DemoIds, now = new Date()): Promise<void> {
  const agencyId = ids.demoAgencyId;
  const [done] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.phoneNumber, phoneOf(0)), eq(users.kind, 'customer')))
    .limit(1);
  if (done) return;

  const today = todayInIndia(now);
  /** An instant on an India calendar day at a time of day chosen by (i, what); never after `now`. */
  const instantOn = (day: string, i: number, what: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const at = new TZDate(y, m - 1, d, 9 + pick(i, what, 11), pick(i, `${what}:min`, 60), INDIA_TIME_ZONE);
    return new Date(Math.min(at.getTime(), now.getTime()));
  };
  const plans = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.agencyId, agencyId), isNull(subscriptionPlans.deletedAt)));
  const categories = await db
    .select({ id: businessCategories.id, name: businessCategories.name })
    .from(businessCategories);
  const staff = await db
    .select({ id: users.id, phone: users.phoneNumber })
    .from(users)
    .where(
      and(
        eq(users.agencyId, agencyId),
        eq(users.kind, 'staff'),
        inArray(
          users.phoneNumber,
          MAKERS.filter((m) => m !== 'self'),
        ),
      ),
    );
  const posts = await db
    .select({ id: imagePosts.id })
    .from(imagePosts)
    .where(and(isNull(imagePosts.agencyId), eq(imagePosts.mediaType, 'IMAGE'), isNull(imagePosts.deletedAt)))
    .limit(20);
  const passwordHash = (
    await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ids.customerId))
  )[0]?.hash;

  const events: (typeof cardEvents.$inferInsert)[] = [];
  /** Up to `popularity` visitors a day over the last 30 days (since `firstDay`), a third of them tapping. */
  const visit = (i: number, cardRowId: string, firstDay: string, popularity: number) => {
    for (let d = 0; d < 30; d++) {
      const day = addCalendarDays(today, -d);
      if (day < firstDay) break;
      const views = pick(i * 100 + d, 'views', popularity + 1);
      for (let v = 0; v < views; v++) {
        const visitorHash = `demo-history-${i}-${d}-${v}`;
        const at = instantOn(day, v, `view${i}`);
        events.push({ agencyId, cardRowId, day, action: 'view', visitorHash, createdAt: at });
        if (pick(i * 1000 + d * 10 + v, 'tap', 3) === 0) {
          const action = choose(i * 1000 + d * 10 + v, 'action', TAPS);
          events.push({ agencyId, cardRowId, day, action, visitorHash, createdAt: at });
        }
      }
    }
  };
  const downloads: (typeof greetingUsage.$inferInsert)[] = [];
  const cardIds = new Set<string>();
  for (let i = 0; i < HISTORY_SIZE; i++) {
    const { trade, place, owner, businessName, maker, story, phone } = historyProfile(i);
    // Spread over six months, older first, so every month of Insights and Billing has some.
    const firstDay = addCalendarDays(
      today,
      -HISTORY_DAYS + Math.floor((i * HISTORY_DAYS) / HISTORY_SIZE) + 1,
    );
    const madeAt = instantOn(firstDay, i, 'made');
    const madeBy = staff.find((s) => s.phone === maker);
    const bought = purchases(story, i, firstDay, today, plans);

    const [user] = await db
      .insert(users)
      .values({
        agencyId,
        kind: 'customer',
        phoneNumber: phone,
        name: owner,
        passwordHash,
        preference: { isFreeTrialPlanTaken: bought.some((b) => b.plan.isFreeTrialPlan) },
        createdByUserId: madeBy?.id ?? null,
        createdAt: madeAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('history: user insert returned nothing');
    const last = bought.at(-1);
    const [business] = await db
      .insert(businesses)
      .values({
        agencyId,
        ownerUserId: user.id,
        businessName,
        ownerName: owner,
        natureOfBusiness: trade.nature,
        categoryId: categories.find((c) => c.name === trade.category)?.id ?? null,
        phoneNumbers: [phone],
        address: { line1: `${1 + pick(i, 'door', 120)}, Station Road`, ...place, country: 'India' },
        businessMadeBy: madeBy ? maker : 'self',
        madeByUserId: madeBy?.id ?? null,
        createdAt: madeAt,
        ...(last && {
          paymentStatus: 1,
          expiryDateForCustomer: last.validTo,
          activePlanId: last.plan.id,
          activePlanName: last.plan.name,
          activePlanIsFreeTrial: last.plan.isFreeTrialPlan,
          planLimits: last.plan.limits,
          planFrameVisibility: last.plan.frameVisibility,
          planValidFrom: last.validFrom,
        }),
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error('history: business insert returned nothing');

    let activeRecordNo: number | undefined;
    for (const [k, b] of bought.entries()) {
      const online = !madeBy && !b.plan.isFreeTrialPlan;
      const [record] = await db
        .insert(paymentRecords)
        .values({
          agencyId,
          kind: 'subscription',
          businessId: business.id,
          userId: user.id,
          planId: b.plan.id,
          planName: b.plan.name,
          amountPaise: b.plan.pricePaise,
          purchaseType: b.plan.isFreeTrialPlan ? 'free-trial' : b.renewal ? 'renewal' : 'subscription',
          throughGateway: online,
          isManualUpdate: !online && !b.plan.isFreeTrialPlan,
          isFreeTrialPlan: b.plan.isFreeTrialPlan,
          razorpayOrderId: online ? `order_demohistory${i}x${k}` : null,
          razorpayPaymentId: online ? `pay_demohistory${i}x${k}` : null,
          createdBy: madeBy?.id ?? user.id,
          validFrom: b.validFrom,
          validTo: b.validTo,
          limits: b.plan.limits,
          frameVisibility: b.plan.frameVisibility,
          // Bought on its first day (a renewal a few days before the last plan ended).
          createdAt: instantOn(
            k === 0 ? b.validFrom : addCalendarDays(b.validFrom, -pick(i, `early${k}`, 4)),
            i,
            `pay${k}`,
          ),
        })
        .returning({ recordNo: paymentRecords.recordNo });
      activeRecordNo = record?.recordNo;
    }
    if (activeRecordNo)
      await db.update(businesses).set({ activeRecordNo }).where(eq(businesses.id, business.id));

    // Most businesses made a card; most cards are published and visited in the last 30 days.
    if (pick(i, 'card', 10) < 8) {
      let cardId = slugifyCardId(`${businessName} ${place.city}`);
      if (cardIds.has(cardId)) cardId = `${cardId}-${i}`;
      cardIds.add(cardId);
      const published = pick(i, 'published', 10) < 9;
      const [card] = await db
        .insert(cards)
        .values({
          agencyId,
          businessId: business.id,
          cardId,
          basicDetails: basicDetailsSchema.parse({
            name: owner,
            designation: 'Proprietor',
            companyName: businessName,
            phoneNumbers: [phone],
            whatsappNumber: phone,
            address: { line1: 'Station Road', ...place },
          }),
          template: templateSchema.parse({
            templateCode: choose(i, 'template', ['style-1', 'style-2']),
            themeColor: choose(i, 'colour', ['#c2410c', '#1d4ed8', '#047857', '#7c3aed', '#be123c']),
          }),
          aboutUs: aboutUsSchema.parse({ natureOfBusiness: trade.nature }),
          settings: settingsSchema.parse({ cardId, display: 'all-details', published }),
          createdByUserId: madeBy?.id ?? user.id,
          createdAt: madeAt,
        })
        .returning({ id: cards.id });
      if (card && published) visit(i, card.id, firstDay, 1 + pick(i, 'popularity', 12));
    }

    // Businesses whose plan includes greeting images downloaded some over its days.
    for (const b of bought.filter((p) => p.plan.limits.greetingImagesIncluded)) {
      for (
        let day = b.validFrom;
        day <= b.validTo && day <= today;
        day = addCalendarDays(day, 1 + pick(i, `gap${day}`, 6))
      ) {
        const post = posts[pick(i, `post${day}`, Math.max(posts.length, 1))];
        if (post)
          downloads.push({
            agencyId,
            businessId: business.id,
            day,
            mediaType: 'IMAGE',
            imageId: post.id,
            createdAt: instantOn(day, i, 'download'),
          });
      }
    }
  }
  // Demo Traders' own card is visited too, so the demo customer's Home shows its activity.
  const [demoCard] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.businessId, ids.businessId), isNull(cards.deletedAt)));
  if (demoCard) visit(HISTORY_SIZE, demoCard.id, addCalendarDays(today, -29), 14);
  for (let n = 0; n < events.length; n += 1000) await db.insert(cardEvents).values(events.slice(n, n + 1000));
  for (let n = 0; n < downloads.length; n += 1000)
    await db
      .insert(greetingUsage)
      .values(downloads.slice(n, n + 1000))
      .onConflictDoNothing();
}
