import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { notFound } from '@panel/shared/errors.ts';
import type {
  Notification,
  NotificationKind,
  NotificationList,
  notificationListQuerySchema,
} from '@panel/shared/schemas/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { adminNotificationReads, adminNotifications, businesses } from '../../db/schema/index.ts';
import { seesWholeAgency, UUID_RE, type Scope } from '../businesses/access.ts';

/** An event for the staff bell; notices.ts words each kind. */
export interface NewNotification {
  agencyId: string;
  kind: NotificationKind;
  title: string;
  /** The text, or the text made from the business it is about (read inside notify, see there). */
  message: string | ((business: { businessName: string } | null) => string);
  /** The business the event is about: its maker decides which franchisee sees the event. */
  businessId?: string | null;
  link?: string | null;
}

/**
 * Stores one notification, and never throws: the request that caused the event must not fail because
 * its notification could not be written, so a failure is logged and dropped. It runs in its own
 * (nested) transaction, which inside a caller's transaction is a savepoint, so a failure here does not
 * abort the caller's work either (payments credit inside one).
 */
export async function notify(db: Db | Tx, n: NewNotification, log: FastifyBaseLogger): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [business] = n.businessId
        ? await tx
            .select({ businessName: businesses.businessName, madeBy: businesses.businessMadeBy })
            .from(businesses)
            .where(and(eq(businesses.id, n.businessId), eq(businesses.agencyId, n.agencyId)))
            .limit(1)
        : [];
      await tx.insert(adminNotifications).values({
        agencyId: n.agencyId,
        kind: n.kind,
        title: n.title,
        message: typeof n.message === 'string' ? n.message : n.message(business ?? null),
        businessId: business ? n.businessId : null,
        madeBy: business?.madeBy ?? null,
        link: n.link ?? null,
      });
    });
  } catch (err) {
    log.error({ err, kind: n.kind, agencyId: n.agencyId }, 'notification not stored');
  }
}

/**
 * The notifications the caller may see: always their agency; then, by the businesses module's rule
 * (seesWholeAgency), everything for admins and franchisees with all-card access, or only events about
 * businesses the caller made for everyone else.
 */
function visibleNotifications(scope: Scope): SQL {
  const phone = scope.session.phoneNumber;
  const own = seesWholeAgency(scope) ? undefined : phone ? eq(adminNotifications.madeBy, phone) : sql`false`;
  return and(eq(adminNotifications.agencyId, scope.agencyId), own) as SQL;
}

/** The caller's own read mark, joined beside each notification. */
const readByCaller = (scope: Scope) =>
  and(
    eq(adminNotificationReads.notificationId, adminNotifications.id),
    eq(adminNotificationReads.staffId, scope.session.userId),
  );

const counted = (db: Db, scope: Scope, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(adminNotifications)
    .leftJoin(adminNotificationReads, readByCaller(scope))
    .where(where);

const toNotification = (n: typeof adminNotifications.$inferSelect, readAt: Date | null): Notification => ({
  notificationId: n.id,
  kind: n.kind,
  title: n.title,
  message: n.message,
  businessId: n.businessId,
  link: n.link,
  isRead: readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

/** GET /api/v1/analytics/admin-notification: newest first, with the caller's unread count. */
export async function listNotifications(
  db: Db,
  scope: Scope,
  q: z.output<typeof notificationListQuerySchema>,
): Promise<NotificationList> {
  const visible = visibleNotifications(scope);
  const unread = isNull(adminNotificationReads.notificationId);
  const where = and(
    visible,
    q.notificationId ? eq(adminNotifications.id, q.notificationId) : undefined,
    q.unreadOnly ? unread : undefined,
  );
  const [rows, [total], [unreadCount]] = await Promise.all([
    db
      .select({ n: adminNotifications, readAt: adminNotificationReads.readAt })
      .from(adminNotifications)
      .leftJoin(adminNotificationReads, readByCaller(scope))
      .where(where)
      .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    counted(db, scope, where),
    counted(db, scope, and(visible, unread)),
  ]);
  return {
    list: rows.map((r) => toNotification(r.n, r.readAt)),
    total: total?.n ?? 0,
    unread: unreadCount?.n ?? 0,
  };
}

/** PUT …/{id}/read: marks it read for the caller only; 404 for what they cannot see. */
export async function markRead(db: Db, scope: Scope, notificationId: string) {
  if (!UUID_RE.test(notificationId)) throw notFound('Notification');
  const [n] = await db
    .select({ id: adminNotifications.id })
    .from(adminNotifications)
    .where(and(eq(adminNotifications.id, notificationId), visibleNotifications(scope)))
    .limit(1);
  if (!n) throw notFound('Notification');
  await db
    .insert(adminNotificationReads)
    .values({ notificationId: n.id, staffId: scope.session.userId })
    .onConflictDoNothing();
  return { notificationId: n.id, isRead: true as const };
}
