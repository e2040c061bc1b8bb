import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { formatPaise } from '@panel/shared/money.ts';
import {
  addCalendarDays,
  daysUntil,
  formatCalendarDate,
  todayInIndia,
  type CalendarDate,
} from '@panel/shared/plans/dates.ts';
import { intlLocale, type Language } from '@panel/shared/i18n/languages.ts';
import { EXPIRY_WARNING_DAYS } from '@panel/shared/plans/rules.ts';
import { PAYMENT_STATUS, type PaymentKind } from '@panel/shared/schemas/payment.ts';
import type { CustomerNotification, CustomerNotificationList } from '@panel/shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { businesses, imageRequests, paymentRecords, users } from '../../db/schema/index.ts';
import { clip } from './notices.ts';

const SHOWN = 20;
const CUSTOMER_KINDS: PaymentKind[] = ['subscription', 'pdf_card', 'video'];

type Row = typeof paymentRecords.$inferSelect & { businessName: string };

/** What a paid record means to its customer. */
function paid(r: Row, locale: string): CustomerNotification {
  const base = { businessId: r.businessId, isRead: false, createdAt: r.createdAt.toISOString() };
  if (r.kind === 'subscription') {
    const until = r.validTo ? ` until ${formatCalendarDate(r.validTo, locale)}` : '';
    return {
      ...base,
      notificationId: `payment-${r.recordNo}`,
      kind: 'PLAN_ACTIVE',
      title: r.isFreeTrialPlan ? 'Free trial started' : 'Plan active',
      message: `${r.planName ?? 'Your plan'} is active for ${r.businessName}${until}.`,
      link: '/customer',
    };
  }
  const what = r.kind === 'pdf_card' ? 'a PDF ID card' : 'a promotional video';
  return {
    ...base,
    notificationId: `payment-${r.recordNo}`,
    kind: 'PURCHASE_PAID',
    title: 'Payment received',
    message: `${formatPaise(r.amountPaise)} paid for ${what} for ${r.businessName}.`,
    link: null,
  };
}

function cancelled(r: Row, cancelledAt: Date): CustomerNotification {
  return {
    notificationId: `cancel-${r.recordNo}`,
    kind: 'PAYMENT_CANCELLED',
    title: 'Payment cancelled',
    message: `Payment #${r.recordNo} for ${r.businessName} was cancelled by your agency.${
      r.kind === 'subscription' ? ' The plan it gave has ended.' : ''
    }`,
    businessId: r.businessId,
    link: '/customer#upgrade',
    isRead: false,
    createdAt: cancelledAt.toISOString(),
  };
}

/** How long after a plan ended the bell still says so. */
const ENDED_SHOWN_DAYS = 7;

/** Midnight in India at the start of `date`, as the moment a plan notice appears. */
const indiaMidnight = (date: CalendarDate) => new Date(`${date}T00:00:00+05:30`).toISOString();

/**
 * A plan about to end (its last EXPIRY_WARNING_DAYS days) or just ended (the week after): the notice
 * appears at the start of that window, so it is unread once, and it names the renewal path.
 */
function planEnding(
  b: { id: string; businessName: string; planName: string | null; validTo: CalendarDate },
  today: CalendarDate,
  locale: string,
): CustomerNotification | null {
  const left = daysUntil(b.validTo, today);
  const plan = b.planName ?? 'Your plan';
  const base = { businessId: b.id, link: '/customer#upgrade', isRead: false };
  if (left >= 0 && left <= EXPIRY_WARNING_DAYS)
    return {
      ...base,
      notificationId: `expiring-${b.id}-${b.validTo}`,
      kind: 'PLAN_EXPIRING',
      title: 'Plan ending soon',
      message: `${plan} for ${b.businessName} ends on ${formatCalendarDate(b.validTo, locale)}. Renew to keep your card and greetings going.`,
      createdAt: indiaMidnight(addCalendarDays(b.validTo, -EXPIRY_WARNING_DAYS)),
    };
  if (left < 0 && left >= -ENDED_SHOWN_DAYS)
    return {
      ...base,
      notificationId: `expired-${b.id}-${b.validTo}`,
      kind: 'PLAN_EXPIRED',
      title: 'Plan ended',
      message: `${plan} for ${b.businessName} ended on ${formatCalendarDate(b.validTo, locale)}. Renew to bring back everything it gave.`,
      createdAt: indiaMidnight(addCalendarDays(b.validTo, 1)),
    };
  return null;
}

/**
 * The customer's bell, made from their records when asked (nothing extra is stored): payments for
 * their businesses (credited, and cancelled by staff), plans about to end or just ended, and their
 * post requests that staff closed.
 * Everything newer than their last look (preference notificationsSeenAt) is unread.
 * The texts are English (the route translates them); dates in them are already in `language`'s words.
 */
export async function customerNotifications(
  db: Db,
  agencyId: string,
  userId: string,
  seenAt: string | undefined,
  language: Language = 'en',
): Promise<CustomerNotificationList> {
  const locale = intlLocale(language);
  const mine = and(
    eq(paymentRecords.agencyId, agencyId),
    eq(businesses.ownerUserId, userId),
    inArray(paymentRecords.kind, CUSTOMER_KINDS),
  );
  // The rows whose latest event (paid, or cancelled) is newest hold the newest events of all.
  const latestEvent = sql`greatest(${paymentRecords.createdAt}, coalesce(${paymentRecords.cancelledAt}, ${paymentRecords.createdAt}))`;
  const today = todayInIndia();
  const [records, requests, ending] = await Promise.all([
    db
      .select({ r: paymentRecords, businessName: businesses.businessName })
      .from(paymentRecords)
      .innerJoin(businesses, eq(businesses.id, paymentRecords.businessId))
      .where(mine)
      .orderBy(desc(latestEvent))
      .limit(SHOWN),
    db
      .select()
      .from(imageRequests)
      .where(
        and(
          eq(imageRequests.agencyId, agencyId),
          eq(imageRequests.requestedByUserId, userId),
          eq(imageRequests.status, 'CLOSED'),
          isNotNull(imageRequests.closedAt),
        ),
      )
      .orderBy(desc(imageRequests.closedAt))
      .limit(SHOWN),
    db
      .select({
        id: businesses.id,
        businessName: businesses.businessName,
        planName: businesses.activePlanName,
        validTo: businesses.expiryDateForCustomer,
      })
      .from(businesses)
      .where(
        and(
          eq(businesses.agencyId, agencyId),
          eq(businesses.ownerUserId, userId),
          isNull(businesses.deletedAt),
          gte(businesses.expiryDateForCustomer, addCalendarDays(today, -ENDED_SHOWN_DAYS)),
          lte(businesses.expiryDateForCustomer, addCalendarDays(today, EXPIRY_WARNING_DAYS)),
        ),
      ),
  ]);
  const seen = seenAt ? Date.parse(seenAt) : Number.NEGATIVE_INFINITY;
  const list = [
    ...records.flatMap(({ r, businessName }) => {
      const row = { ...r, businessName };
      const wasCancelled = r.status === PAYMENT_STATUS.CANCELLED && r.cancelledAt;
      return wasCancelled ? [paid(row, locale), cancelled(row, wasCancelled)] : [paid(row, locale)];
    }),
    ...ending.flatMap((b) => {
      const n = b.validTo ? planEnding({ ...b, validTo: b.validTo }, today, locale) : null;
      return n ? [n] : [];
    }),
    ...requests.map((q): CustomerNotification => ({
      notificationId: `request-${q.id}`,
      kind: 'REQUEST_CLOSED',
      title: 'Post request closed',
      message: `Your request “${clip(q.description, 60)}” was closed by your agency. New posts are in Greeting images.`,
      businessId: q.businessId,
      link: '/customer/daily-image',
      isRead: false,
      createdAt: (q.closedAt ?? q.createdAt).toISOString(),
    })),
  ]
    .map((n) => ({ ...n, isRead: Date.parse(n.createdAt) <= seen }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, SHOWN);
  return { list, unread: list.filter((n) => !n.isRead).length };
}

/** The customer opened their notifications: everything up to now is read. */
export async function markCustomerNotificationsSeen(db: Db, userId: string): Promise<string> {
  const now = new Date().toISOString();
  await db
    .update(users)
    .set({ preference: sql`${users.preference} || jsonb_build_object('notificationsSeenAt', ${now}::text)` })
    .where(eq(users.id, userId));
  return now;
}
