import { envelope } from '@panel/shared/schemas/common.ts';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationReadSchema,
} from '@panel/shared/schemas/notifications.ts';
import type { AppInstance } from '../../app-types.ts';
import { scopeOf } from '../businesses/access.ts';
import { listNotifications, markRead } from './service.ts';

/** The staff bell (spec section 7 "Notifications"). Customers have none: staff only. */
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
}
