import { z } from 'zod';
import { listOf, pageQuerySchema, queryBoolean, text } from './common.ts';

/**
 * Admin notifications (spec section 7 "Notifications"): the staff top bar's bell. Events about the
 * agency's customers; each staff member has their own read state.
 */
export const NOTIFICATION_KINDS = [
  'CUSTOMER_SIGNUP',
  'BUSINESS_ADDED',
  'PAYMENT_RECEIVED',
  'PAYMENT_FAILED',
  'PLAN_EXPIRING',
  'IMAGE_REQUEST',
  'FEEDBACK',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /api/v1/analytics/admin-notification: newest first; notificationId lists just that one. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  notificationId: z.uuid({ error: 'Unknown notification.' }).optional(),
  unreadOnly: queryBoolean.optional(),
});
/** What a caller may send: every field optional (the schema fills in page and limit). */
export type NotificationListQuery = Partial<z.output<typeof notificationListQuerySchema>>;

export const notificationParamsSchema = z.object({ id: text().min(1).max(64) });

export const notificationSchema = z.object({
  notificationId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  businessId: z.string().nullable(),
  /** A path in the panel (under its /panel base, e.g. '/admin/businesses') to open on click. */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** total counts the filtered list; unread is everything the caller has not read (the bell's badge). */
export const notificationListSchema = listOf(notificationSchema).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadSchema = z.object({
  notificationId: z.string(),
  isRead: z.literal(true),
});

/**
 * The customer's bell: what happened to their businesses' payments and their post requests, made from
 * those records when asked. Read state is one mark per customer (preference notificationsSeenAt).
 */
export const CUSTOMER_NOTIFICATION_KINDS = [
  'PLAN_ACTIVE',
  'PURCHASE_PAID',
  'PAYMENT_CANCELLED',
  'REQUEST_CLOSED',
  'PLAN_EXPIRING',
  'PLAN_EXPIRED',
] as const;
export type CustomerNotificationKind = (typeof CUSTOMER_NOTIFICATION_KINDS)[number];

export const customerNotificationSchema = notificationSchema.extend({
  kind: z.enum(CUSTOMER_NOTIFICATION_KINDS),
});
export type CustomerNotification = z.infer<typeof customerNotificationSchema>;
export const customerNotificationListSchema = z.object({
  list: z.array(customerNotificationSchema),
  unread: z.number().int(),
});
export type CustomerNotificationList = z.infer<typeof customerNotificationListSchema>;
export const customerNotificationsSeenSchema = z.object({ notificationsSeenAt: z.string() });
