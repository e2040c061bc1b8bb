import { queryOptions } from '@tanstack/react-query';
import type { NotificationList, NotificationListQuery } from '@panel/shared/schemas/notifications.ts';
import { api } from '@/lib/api-client';
import { bellPolling } from './bell-polling';

/** Every cached notification list starts with this key, so a read mark can update them all. */
export const ADMIN_NOTIFICATIONS_KEY = ['admin-notifications'] as const;

/**
 * GET /api/v1/analytics/admin-notification: the staff bell's newest notifications and unread count.
 */
export const adminNotificationsQuery = (query: NotificationListQuery = { limit: 20 }) =>
  queryOptions({
    queryKey: [...ADMIN_NOTIFICATIONS_KEY, query],
    queryFn: () => api.get<NotificationList>('/api/v1/analytics/admin-notification', query),
    ...bellPolling,
  });
