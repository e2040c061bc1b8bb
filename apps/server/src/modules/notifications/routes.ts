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
import { requireCustomer } from '../../plugins/auth.ts';
import { findUserById } from '../auth/users.ts';
import { scopeOf } from '../businesses/access.ts';
import { customerNotifications, markCustomerNotificationsSeen } from './customer.ts';
import { listNotifications, markRead } from './service.ts';

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
    async (req) => ({ data: await listNotifications(app.db, scopeOf(req), req.query) }),
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
      return { data: await customerNotifications(app.db, req.agency.agencyId, s.userId, seenAt) };
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
