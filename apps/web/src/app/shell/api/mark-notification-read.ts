import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@panel/shared/schemas/notifications.ts';
import { api } from '@/lib/api-client';
import { ADMIN_NOTIFICATIONS_KEY } from './list-admin-notifications';

/** PUT /api/v1/analytics/admin-notification/{id}/read: read for the signed-in staff member only. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      api.put<{ notificationId: string; isRead: true }>(
        `/api/v1/analytics/admin-notification/${encodeURIComponent(notificationId)}/read`,
      ),
    onSuccess: ({ notificationId }) => {
      // The badge goes down at once; the next poll brings the server's own count.
      queryClient.setQueriesData<NotificationList>({ queryKey: ADMIN_NOTIFICATIONS_KEY }, (data) => {
        const item = data?.list.find((n) => n.notificationId === notificationId);
        if (!data || !item || item.isRead) return data;
        return {
          ...data,
          unread: Math.max(0, data.unread - 1),
          list: data.list.map((n) => (n === item ? { ...n, isRead: true } : n)),
        };
      });
      return queryClient.invalidateQueries({ queryKey: ADMIN_NOTIFICATIONS_KEY });
    },
    // Reading a notification is a side effect of opening it: a failure is not worth a dialog.
    meta: { handlesErrors: true },
  });
}
