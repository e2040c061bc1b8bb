import { queryOptions } from '@tanstack/react-query';
import type { NotificationList, NotificationListQuery } from '@panel/shared/schemas/notifications.ts';
import { api } from '@/lib/api-client';

/** Every cached notification list starts with this key, so a read mark can update them all. */
export const ADMIN_NOTIFICATIONS_KEY = ['admin-notifications'] as const;

/**
 * GET /api/v1/analytics/admin-notification: the staff bell's newest notifications and unread count.
 * Polled every minute, paused while the tab is hidden (refetchIntervalInBackground is off).
 */
export const adminNotificationsQuery = (query: NotificationListQuery = { limit: 20 }) =>
  queryOptions({
    queryKey: [...ADMIN_NOTIFICATIONS_KEY, query],
    queryFn: () => api.get<NotificationList>('/api/v1/analytics/admin-notification', query),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // The bell stays usable (and empty) when notifications cannot be loaded.
    meta: { handlesErrors: true },
    retry: false,
  });
