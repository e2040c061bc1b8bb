import { requestLanguage, type Language } from '@panel/shared/i18n/languages.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import {
  customerNotificationListSchema,
  customerNotificationsSeenSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationReadSchema,
} from '@panel/shared/schemas/notifications.ts';
import type { AppInstance } from '../../app-types.ts';
import { localize } from '../../i18n/messages.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { findUserById } from '../auth/users.ts';
import { scopeOf } from '../businesses/access.ts';
import { customerNotifications, markCustomerNotificationsSeen } from './customer.ts';
import { listNotifications, markRead } from './service.ts';

/**
 * Each notification's title and message in the request's language (Accept-Language): they are made,
 * or were stored, in English, and messages/*.json translate them as they translate errors.
 */
const inLanguage = <T extends { title: string; message: string }>(list: T[], language: Language): T[] =>
  language === 'en'
    ? list
    : list.map((n) => ({ ...n, title: localize(n.title, language), message: localize(n.message, language) }));

/**
 * The top bar's bell: staff read the admin notifications (spec section 7 "Notifications"); customers
 * read what happened to their payments and post requests (/api/v1/notification).
 */
export default async function notificationRoutes(app: AppInstance) {
  const base = '/api/v1/analytics/admin-notification';

  app.get(
    base,
    {
      config: { access: 'staff' },
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationListSchema) },
      },
    },
    async (req) => {
      const page = await listNotifications(app.db, scopeOf(req), req.query);
      return {
        data: { ...page, list: inLanguage(page.list, requestLanguage(req.headers['accept-language'])) },
      };
    },
  );

  app.put(
    `${base}/:id/read`,
    {
      config: { access: 'staff' },
      schema: { params: notificationParamsSchema, response: { 200: envelope(notificationReadSchema) } },
    },
    async (req) => ({ data: await markRead(app.db, scopeOf(req), req.params.id) }),
  );

  app.get(
    '/api/v1/notification',
    {
      config: { access: 'customer' },
      schema: { response: { 200: envelope(customerNotificationListSchema) } },
    },
    async (req) => {
      const s = requireCustomer(req);
      const user = await findUserById(app.db, req.agency.agencyId, s.userId);
      const seenAt = user?.preference.notificationsSeenAt;
      const language = requestLanguage(req.headers['accept-language']);
      const bell = await customerNotifications(app.db, req.agency.agencyId, s.userId, seenAt, language);
      return { data: { ...bell, list: inLanguage(bell.list, language) } };
    },
  );

  app.put(
    '/api/v1/notification/read',
    {
      config: { access: 'customer' },
      schema: { response: { 200: envelope(customerNotificationsSeenSchema) } },
    },
    async (req) => ({
      data: { notificationsSeenAt: await markCustomerNotificationsSeen(app.db, requireCustomer(req).userId) },
    }),
  );
}
