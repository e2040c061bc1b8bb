import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@panel/shared/schemas/notifications.ts';
import { agencies } from './agencies.ts';
import { businesses } from './businesses.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Events about the agency's customers for the staff bell (modules/notifications). */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    businessId: uuid('business_id').references(() => businesses.id),
    /**
     * The business's businessMadeBy when the event is about one: the phone of the staff member who
     * made it (their franchisee sees the event), or 'self'. Null when there is no business.
     */
    madeBy: text('made_by'),
    /** A path in the panel (under /panel) to open on click. */
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_notifications_agency_created_idx').on(t.agencyId, t.createdAt.desc())],
);

/** One row per staff member who read a notification: read state is per person, not per agency. */
export const adminNotificationReads = pgTable(
  'admin_notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => adminNotifications.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.staffId] })],
);

/**
 * Renewal reminders sent by SMS or e-mail (modules/notifications/plan-reminders.ts): one row per
 * business, plan end date and kind, so each is sent once however many instances run the sweep.
 */
export const planReminders = pgTable(
  'plan_reminders',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    validTo: date('valid_to').notNull(),
    kind: text('kind').$type<'week' | 'day'>().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.validTo, t.kind] })],
);
