import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import type {
  AgencyFigures,
  Platform,
  Workspace,
  WorkspaceBusiness,
} from '@panel/shared/schemas/dashboard.ts';
import { PAYMENT_STATUS } from '@panel/shared/schemas/payment.ts';
import type { Db } from '../../db/client.ts';
import { agencies, businesses, cards, greetingUsage, paymentRecords, users } from '../../db/schema/index.ts';
import { seesWholeAgency, visibleBusinesses, type Scope } from '../businesses/access.ts';
import { outstandingAmount } from '../payments/agency-billing.ts';
import { planIs } from '../businesses/service.ts';
import { indiaMonth, salesByStaff } from '../franchisees/sales.ts';

/** What customers pay for; the agency's own bills to the platform (month, annual, …) are not revenue. */
export const CUSTOMER_PAYMENT_KINDS = ['subscription', 'pdf_card', 'video'] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Paid customer payments of a scope between two instants, in paise. */
async function revenue(db: Db, where: SQL | undefined, range: { start: Date; end: Date }): Promise<number> {
  const [row] = await db
    .select({ paise: sum(paymentRecords.amountPaise).mapWith(Number) })
    .from(paymentRecords)
    .where(
      and(
        where,
        eq(paymentRecords.status, PAYMENT_STATUS.PAID),
        inArray(paymentRecords.kind, [...CUSTOMER_PAYMENT_KINDS]),
        gte(paymentRecords.createdAt, range.start),
        lt(paymentRecords.createdAt, range.end),
      ),
    );
  return row?.paise ?? 0;
}

const liveCardsOf = (where: SQL) =>
  and(where, isNull(cards.deletedAt), eq(cards.status, 'active'), isNull(businesses.deletedAt));

/** Active, expired and ending-within-7-days plans of the businesses matched by `where`. */
async function planCounts(db: Db, where: SQL, today: string) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${planIs('active', today)})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${planIs('expired', today)})`.mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${planIs('expiring', today)})`.mapWith(Number),
    })
    .from(businesses)
    .where(where);
  return { active: row?.active ?? 0, expired: row?.expired ?? 0, expiringIn7Days: row?.expiring ?? 0 };
}

/**
 * Free trials started (businesses with a trial record) and converted (those that later bought a paid
 * subscription). The subquery names the outer table itself: drizzle leaves single-table columns
 * unqualified, which inside `paid` would mean paid's own columns.
 */
async function freeTrials(db: Db, agencyId: string) {
  const trial = sql`${paymentRecords.isFreeTrialPlan} and ${paymentRecords.status} = ${PAYMENT_STATUS.PAID}`;
  const [row] = await db
    .select({
      started: countDistinct(paymentRecords.businessId),
      converted: sql<number>`count(distinct ${paymentRecords.businessId}) filter (where exists (
        select 1 from payment_records paid where paid.business_id = payment_records.business_id
          and paid.kind = 'subscription' and not paid.is_free_trial_plan and paid.status = ${PAYMENT_STATUS.PAID}
          and paid.created_at > payment_records.created_at))`.mapWith(Number),
    })
    .from(paymentRecords)
    .where(and(eq(paymentRecords.agencyId, agencyId), eq(paymentRecords.kind, 'subscription'), trial));
  return { started: row?.started ?? 0, converted: row?.converted ?? 0 };
}

/** Home of an admin: the agency at a glance. */
export async function agencyFigures(db: Db, agencyId: string, now = new Date()): Promise<AgencyFigures> {
  const today = todayInIndia(now);
  const liveBusinesses = and(eq(businesses.agencyId, agencyId), isNull(businesses.deletedAt)) as SQL;
  const thisMonth = indiaMonth(0, now);
  const inAgency = eq(paymentRecords.agencyId, agencyId);
  const [[customers], [businessCount], [liveCards], plans, revThis, revLast, trials, [greetings], staff] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.kind, 'customer'), isNull(users.deletedAt))),
      db.select({ n: count() }).from(businesses).where(liveBusinesses),
      db
        .select({ n: count() })
        .from(cards)
        .innerJoin(businesses, eq(businesses.id, cards.businessId))
        .where(liveCardsOf(eq(cards.agencyId, agencyId))),
      planCounts(db, liveBusinesses, today),
      revenue(db, inAgency, thisMonth),
      revenue(db, inAgency, indiaMonth(-1, now)),
      freeTrials(db, agencyId),
      db
        .select({ n: count() })
        .from(greetingUsage)
        .where(
          and(
            eq(greetingUsage.agencyId, agencyId),
            gte(greetingUsage.createdAt, thisMonth.start),
            lt(greetingUsage.createdAt, thisMonth.end),
          ),
        ),
      db
        .select({ id: users.id, name: users.name, phoneNumber: users.phoneNumber })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.kind, 'staff'), isNull(users.deletedAt)))
        .limit(1000),
    ]);
  const sales = await salesByStaff(
    db,
    agencyId,
    staff.map((s) => s.id),
    now,
  );
  const topFranchisees = staff
    .map((s) => {
      const made = sales.get(s.id);
      return {
        franchiseeId: s.id,
        name: s.name ?? '',
        phoneNumber: s.phoneNumber ?? '',
        businesses: made?.businesses ?? 0,
        salesThisMonth: made?.salesThisMonth ?? 0,
      };
    })
    .filter((s) => s.businesses > 0)
    .sort((a, b) => b.salesThisMonth - a.salesThisMonth || b.businesses - a.businesses)
    .slice(0, 5);
  return {
    customers: customers?.n ?? 0,
    businesses: businessCount?.n ?? 0,
    liveCards: liveCards?.n ?? 0,
    plans,
    revenueThisMonth: revThis,
    revenueLastMonth: revLast,
    freeTrials: trials,
    greetingDownloadsThisMonth: greetings?.n ?? 0,
    topFranchisees,
  };
}

/** Home of a franchisee or creator: what they made (everything, with all-card access). */
export async function workspace(db: Db, scope: Scope, now = new Date()): Promise<Workspace> {
  const today = todayInIndia(now);
  const mine = visibleBusinesses(scope);
  const row = {
    businessId: businesses.id,
    businessName: businesses.businessName,
    ownerPhoneNumber: users.phoneNumber,
    cardNo: cards.cardNo,
    planName: businesses.activePlanName,
    activePlanId: businesses.activePlanId,
    expiryDateForCustomer: businesses.expiryDateForCustomer,
    createdAt: businesses.createdAt,
  };
  const listed = () =>
    db
      .select(row)
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerUserId))
      .leftJoin(cards, and(eq(cards.businessId, businesses.id), isNull(cards.deletedAt)));
  const toItem = (
    r: Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number],
  ): WorkspaceBusiness => ({
    businessId: r.businessId,
    businessName: r.businessName,
    ownerPhoneNumber: r.ownerPhoneNumber,
    cardNo: r.cardNo,
    planName: r.planName,
    isSubscriptionActive: r.activePlanId !== null && isPlanActive(r.expiryDateForCustomer, today),
    expiryDateForCustomer: r.expiryDateForCustomer,
    createdAt: r.createdAt.toISOString(),
  });
  const [[totals], [cardCount], due, recent, sales] = await Promise.all([
    db
      .select({ customers: countDistinct(businesses.ownerUserId), businesses: count() })
      .from(businesses)
      .where(mine),
    db
      .select({ n: count() })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(and(mine, isNull(cards.deletedAt))),
    listed()
      .where(
        and(
          mine,
          sql`${businesses.activePlanId} is not null`,
          gte(businesses.expiryDateForCustomer, addDays(today, -30)),
          lte(businesses.expiryDateForCustomer, addDays(today, 7)),
        ),
      )
      .orderBy(businesses.expiryDateForCustomer, businesses.id)
      .limit(20),
    listed().where(mine).orderBy(desc(businesses.createdAt), desc(businesses.id)).limit(20),
    db
      .select({ paise: sum(paymentRecords.amountPaise).mapWith(Number) })
      .from(paymentRecords)
      .innerJoin(businesses, eq(businesses.id, paymentRecords.businessId))
      .where(
        and(
          mine,
          eq(paymentRecords.status, PAYMENT_STATUS.PAID),
          gte(paymentRecords.createdAt, indiaMonth(0, now).start),
          lt(paymentRecords.createdAt, indiaMonth(0, now).end),
        ),
      ),
  ]);
  return {
    allCards: seesWholeAgency(scope),
    customers: totals?.customers ?? 0,
    businesses: totals?.businesses ?? 0,
    cards: cardCount?.n ?? 0,
    salesThisMonth: sales[0]?.paise ?? 0,
    renewalsDue: due.map(toItem),
    recent: recent.map(toItem),
  };
}

/** Home of a superadmin: every agency on the platform, and the agency bills still due. */
export async function platform(db: Db, now = new Date()): Promise<Platform> {
  const [all, [liveCards], revThis] = await Promise.all([
    db.select({ id: agencies.id, name: agencies.name }).from(agencies).orderBy(agencies.name),
    db
      .select({ n: count() })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(liveCardsOf(sql`true`)),
    revenue(db, undefined, indiaMonth(0, now)),
  ]);
  const billsDue = [];
  for (const a of all) {
    const outstanding = await outstandingAmount(db, a.id);
    if (outstanding > 0) billsDue.push({ agencyId: a.id, agencyName: a.name, outstanding });
  }
  return { agencies: all.length, liveCards: liveCards?.n ?? 0, revenueThisMonth: revThis, billsDue };
}
