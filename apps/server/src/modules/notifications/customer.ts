import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatPaise } from '@panel/shared/money.ts';
import { formatCalendarDate } from '@panel/shared/plans/dates.ts';
import { PAYMENT_STATUS, type PaymentKind } from '@panel/shared/schemas/payment.ts';
import type { CustomerNotification, CustomerNotificationList } from '@panel/shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { businesses, imageRequests, paymentRecords, users } from '../../db/schema/index.ts';
import { clip } from './notices.ts';

const SHOWN = 20;
const CUSTOMER_KINDS: PaymentKind[] = ['subscription', 'pdf_card', 'video'];

type Row = typeof paymentRecords.$inferSelect & { businessName: string };

/** What a paid record means to its customer. */
function paid(r: Row): CustomerNotification {
  const base = { businessId: r.businessId, isRead: false, createdAt: r.createdAt.toISOString() };
  if (r.kind === 'subscription') {
    const until = r.validTo ? ` until ${formatCalendarDate(r.validTo)}` : '';
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

/**
 * The customer's bell, made from their records when asked (nothing extra is stored): payments for
 * their businesses (credited, and cancelled by staff) and their post requests that staff closed.
 * Everything newer than their last look (preference notificationsSeenAt) is unread.
 */
export async function customerNotifications(
  db: Db,
  agencyId: string,
  userId: string,
  seenAt: string | undefined,
): Promise<CustomerNotificationList> {
  const mine = and(
    eq(paymentRecords.agencyId, agencyId),
    eq(businesses.ownerUserId, userId),
    inArray(paymentRecords.kind, CUSTOMER_KINDS),
  );
  // The rows whose latest event (paid, or cancelled) is newest hold the newest events of all.
  const latestEvent = sql`greatest(${paymentRecords.createdAt}, coalesce(${paymentRecords.cancelledAt}, ${paymentRecords.createdAt}))`;
  const [records, requests] = await Promise.all([
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
  ]);
  const seen = seenAt ? Date.parse(seenAt) : Number.NEGATIVE_INFINITY;
  const list = [
    ...records.flatMap(({ r, businessName }) => {
      const row = { ...r, businessName };
      const wasCancelled = r.status === PAYMENT_STATUS.CANCELLED && r.cancelledAt;
      return wasCancelled ? [paid(row), cancelled(row, wasCancelled)] : [paid(row)];
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
