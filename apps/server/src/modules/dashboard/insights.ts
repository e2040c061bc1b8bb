import {
  and,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import type { CardAction } from '@panel/shared/schemas/card.ts';
import type { InsightDay, Insights, InsightRange } from '@panel/shared/schemas/insights.ts';
import { PAYMENT_STATUS } from '@panel/shared/schemas/payment.ts';
import type { Db } from '../../db/client.ts';
import {
  businesses,
  cardEvents,
  cards,
  greetingUsage,
  paymentRecords,
  sessionEvents,
  users,
} from '../../db/schema/index.ts';
import { CUSTOMER_PAYMENT_KINDS } from './figures.ts';

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The India dates a range covers (inclusive), from the range name or the custom from/to. */
export function rangeDates(
  q: { range: InsightRange; from?: string; to?: string },
  today = todayInIndia(),
): { from: string; to: string } {
  switch (q.range) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: shift(today, -6), to: today };
    case '30d':
      return { from: shift(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      return { from: q.from ?? today, to: q.to ?? today };
  }
}

/** The India calendar day of a timestamp column, as yyyy-MM-dd. */
const indiaDay = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

const paidPurchase = and(
  eq(paymentRecords.status, PAYMENT_STATUS.PAID),
  inArray(paymentRecords.kind, [...CUSTOMER_PAYMENT_KINDS]),
  eq(paymentRecords.isFreeTrialPlan, false),
);

/**
 * Insights of one agency over India dates `from`..`to`: per-day series, purchases by plan, free-trial
 * conversion, renewals against lapses, card views and taps by kind, and a per-franchisee roll-up.
 */
export async function insights(db: Db, agencyId: string, from: string, to: string): Promise<Insights> {
  const start = new Date(`${from}T00:00:00+05:30`);
  const end = new Date(`${shift(to, 1)}T00:00:00+05:30`);
  const within = (column: PgColumn) => and(gte(column, start), lt(column, end)) as SQL;
  const dayRange = (column: PgColumn) => and(gte(column, from), lte(column, to)) as SQL;
  const today = todayInIndia();

  const perDay = <T extends Record<string, unknown>>(
    rows: Promise<(T & { day: string })[]>,
    apply: (d: InsightDay, r: T) => void,
  ) => rows.then((list) => list.forEach((r) => apply(dayAt(r.day), r)));

  const days: InsightDay[] = [];
  for (let d = from; d <= to; d = shift(d, 1))
    days.push({
      day: d,
      signups: 0,
      businesses: 0,
      cardsPublished: 0,
      purchases: 0,
      revenue: 0,
      greetings: 0,
      views: 0,
      taps: 0,
      activeCustomers: 0,
    });
  const byDay = new Map(days.map((d) => [d.day, d]));
  const dayAt = (d: string) => byDay.get(d) ?? ({} as InsightDay);

  const signupDay = indiaDay(users.createdAt);
  const businessDay = indiaDay(businesses.createdAt);
  const cardDay = indiaDay(cards.createdAt);
  const payDay = indiaDay(paymentRecords.createdAt);
  const [, , , , , , byPlan, trials, [renewed], [lapsed], actions, staff, activity] = await Promise.all([
    perDay(
      db
        .select({ day: signupDay, n: count() })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.kind, 'customer'), within(users.createdAt)))
        .groupBy(signupDay),
      (d, r) => (d.signups = r.n),
    ),
    perDay(
      db
        .select({ day: businessDay, n: count() })
        .from(businesses)
        .where(
          and(eq(businesses.agencyId, agencyId), isNull(businesses.deletedAt), within(businesses.createdAt)),
        )
        .groupBy(businessDay),
      (d, r) => (d.businesses = r.n),
    ),
    perDay(
      db
        .select({ day: cardDay, n: count() })
        .from(cards)
        .where(and(eq(cards.agencyId, agencyId), isNull(cards.deletedAt), within(cards.createdAt)))
        .groupBy(cardDay),
      (d, r) => (d.cardsPublished = r.n),
    ),
    perDay(
      db
        .select({ day: payDay, n: count(), paise: sum(paymentRecords.amountPaise).mapWith(Number) })
        .from(paymentRecords)
        .where(and(eq(paymentRecords.agencyId, agencyId), paidPurchase, within(paymentRecords.createdAt)))
        .groupBy(payDay),
      (d, r) => {
        d.purchases = r.n;
        d.revenue = r.paise ?? 0;
      },
    ),
    perDay(
      db
        .select({ day: sql<string>`${greetingUsage.day}::text`, n: count() })
        .from(greetingUsage)
        .where(and(eq(greetingUsage.agencyId, agencyId), dayRange(greetingUsage.day)))
        .groupBy(greetingUsage.day),
      (d, r) => (d.greetings = r.n),
    ),
    perDay(
      db
        .select({
          day: sql<string>`${cardEvents.day}::text`,
          views: sql<number>`count(*) filter (where ${cardEvents.action} = 'view')`.mapWith(Number),
          taps: sql<number>`count(*) filter (where ${cardEvents.action} <> 'view')`.mapWith(Number),
        })
        .from(cardEvents)
        .where(and(eq(cardEvents.agencyId, agencyId), dayRange(cardEvents.day)))
        .groupBy(cardEvents.day),
      (d, r) => {
        d.views = r.views;
        d.taps = r.taps;
      },
    ),
    db
      .select({
        planName: sql<string>`coalesce(${paymentRecords.planName}, 'Other')`,
        purchases: count(),
        revenue: sum(paymentRecords.amountPaise).mapWith(Number),
      })
      .from(paymentRecords)
      .where(and(eq(paymentRecords.agencyId, agencyId), paidPurchase, within(paymentRecords.createdAt)))
      .groupBy(sql`coalesce(${paymentRecords.planName}, 'Other')`)
      .orderBy(sql`3 desc`),
    db
      .select({
        started: count(),
        // The outer table is named in full: drizzle leaves single-table columns unqualified.
        converted: sql<number>`count(*) filter (where exists (
          select 1 from payment_records paid where paid.business_id = payment_records.business_id
            and paid.kind = 'subscription' and not paid.is_free_trial_plan
            and paid.status = ${PAYMENT_STATUS.PAID} and paid.created_at > payment_records.created_at))`.mapWith(
          Number,
        ),
      })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.agencyId, agencyId),
          eq(paymentRecords.isFreeTrialPlan, true),
          eq(paymentRecords.status, PAYMENT_STATUS.PAID),
          within(paymentRecords.createdAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.agencyId, agencyId),
          eq(paymentRecords.purchaseType, 'renewal'),
          eq(paymentRecords.status, PAYMENT_STATUS.PAID),
          within(paymentRecords.createdAt),
        ),
      ),
    // A lapse: a plan that ended within the range (before today) and was not renewed since.
    db
      .select({ n: count() })
      .from(businesses)
      .where(
        and(
          eq(businesses.agencyId, agencyId),
          isNull(businesses.deletedAt),
          isNotNull(businesses.activePlanId),
          dayRange(businesses.expiryDateForCustomer),
          lt(businesses.expiryDateForCustomer, today),
        ),
      ),
    db
      .select({ action: cardEvents.action, n: count() })
      .from(cardEvents)
      .where(and(eq(cardEvents.agencyId, agencyId), dayRange(cardEvents.day)))
      .groupBy(cardEvents.action)
      .orderBy(sql`2 desc`),
    franchiseeRollUp(db, agencyId, within),
    customerActivity(db, agencyId, within, dayAt),
  ]);
  return {
    from,
    to,
    days,
    ...activity,
    byPlan: byPlan.map((p) => ({ ...p, revenue: p.revenue ?? 0 })),
    freeTrial: { started: trials[0]?.started ?? 0, converted: trials[0]?.converted ?? 0 },
    renewals: { renewed: renewed?.n ?? 0, lapsed: lapsed?.n ?? 0 },
    cardActions: actions.map((a) => ({ action: a.action as CardAction, count: a.n })),
    franchisees: staff,
  };
}

/**
 * The customers who signed up within the range, and how many of them have since added a business,
 * then also published its card, then also bought a plan (a paid subscription, not a free trial) for
 * a business of theirs. Deleted businesses and cards do not count.
 */
async function signUpFunnel(db: Db, agencyId: string, signedUpWithin: SQL) {
  // The outer table is named in full: drizzle leaves single-table columns unqualified.
  const business = sql`exists (select 1 from businesses b where b.owner_user_id = users.id
    and b.agency_id = users.agency_id and b.deleted_at is null)`;
  const publishedCard = sql`exists (select 1 from cards c join businesses b on b.id = c.business_id
    where b.owner_user_id = users.id and b.agency_id = users.agency_id and b.deleted_at is null
    and c.deleted_at is null and coalesce((c.settings->>'published')::boolean, false))`;
  const boughtPlan = sql`exists (select 1 from payment_records p join businesses b on b.id = p.business_id
    where b.owner_user_id = users.id and b.agency_id = users.agency_id and p.kind = 'subscription'
    and not p.is_free_trial_plan and p.status = ${PAYMENT_STATUS.PAID})`;
  const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [row] = await db
    .select({
      signedUp: count(),
      addedBusiness: counted(business),
      publishedCard: counted(sql`${business} and ${publishedCard}`),
      boughtPlan: counted(sql`${business} and ${publishedCard} and ${boughtPlan}`),
    })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.kind, 'customer'), signedUpWithin));
  return row ?? { signedUp: 0, addedBusiness: 0, publishedCard: 0, boughtPlan: 0 };
}

/**
 * The customers' own activity: per India day (set on `dayAt`) and over the whole range, the different
 * customers with session-tracker events (POST /api/v1/analytics/log, kept ANALYTICS_RETENTION_DAYS),
 * and the funnel of those who signed up within the range.
 */
async function customerActivity(
  db: Db,
  agencyId: string,
  within: (c: PgColumn) => SQL,
  dayAt: (day: string) => InsightDay,
): Promise<Pick<Insights, 'activeCustomers' | 'funnel'>> {
  const activeDay = indiaDay(sessionEvents.createdAt);
  const active = and(eq(sessionEvents.agencyId, agencyId), within(sessionEvents.createdAt));
  const [perDay, [overall], funnel] = await Promise.all([
    db
      .select({ day: activeDay, n: countDistinct(sessionEvents.userId) })
      .from(sessionEvents)
      .where(active)
      .groupBy(activeDay),
    db
      .select({ n: countDistinct(sessionEvents.userId) })
      .from(sessionEvents)
      .where(active),
    signUpFunnel(db, agencyId, within(users.createdAt)),
  ]);
  for (const r of perDay) dayAt(r.day).activeCustomers = r.n;
  return { activeCustomers: overall?.n ?? 0, funnel };
}

/** Per staff member who made businesses: what they made and sold within the range. */
async function franchiseeRollUp(db: Db, agencyId: string, within: (c: PgColumn) => SQL) {
  const made = and(
    eq(businesses.agencyId, agencyId),
    isNull(businesses.deletedAt),
    isNotNull(businesses.madeByUserId),
  );
  const [people, madeRows, cardRows, sales] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, phoneNumber: users.phoneNumber })
      .from(users)
      .where(
        and(
          eq(users.agencyId, agencyId),
          eq(users.kind, 'staff'),
          isNull(users.deletedAt),
          ne(users.isActive, false),
        ),
      ),
    db
      .select({ id: businesses.madeByUserId, n: count() })
      .from(businesses)
      .where(and(made, within(businesses.createdAt)))
      .groupBy(businesses.madeByUserId),
    db
      .select({ id: businesses.madeByUserId, n: count() })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(and(made, isNull(cards.deletedAt), within(cards.createdAt)))
      .groupBy(businesses.madeByUserId),
    db
      .select({
        id: businesses.madeByUserId,
        n: count(),
        paise: sum(paymentRecords.amountPaise).mapWith(Number),
      })
      .from(paymentRecords)
      .innerJoin(businesses, eq(businesses.id, paymentRecords.businessId))
      .where(and(made, paidPurchase, within(paymentRecords.createdAt)))
      .groupBy(businesses.madeByUserId),
  ]);
  const pick = <T extends { id: string | null }>(rows: T[], id: string) => rows.find((r) => r.id === id);
  return people
    .map((p) => ({
      franchiseeId: p.id,
      name: p.name ?? '',
      phoneNumber: p.phoneNumber ?? '',
      businesses: pick(madeRows, p.id)?.n ?? 0,
      cards: pick(cardRows, p.id)?.n ?? 0,
      purchases: pick(sales, p.id)?.n ?? 0,
      revenue: pick(sales, p.id)?.paise ?? 0,
    }))
    .filter((p) => p.businesses + p.cards + p.purchases > 0)
    .sort((a, b) => b.revenue - a.revenue || b.businesses - a.businesses);
}
