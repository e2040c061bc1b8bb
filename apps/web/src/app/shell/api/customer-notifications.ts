import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotificationList } from '@panel/shared/schemas/notifications.ts';
import { api } from '@/lib/api-client';
import { CUSTOMER_NOTIFICATIONS_KEY as KEY } from '@/lib/customer-bell';
import { bellPolling } from './bell-polling';

/** GET /api/v1/notification: the customer's payments and post requests news. */
export const customerNotificationsQuery = queryOptions({
  queryKey: KEY,
  queryFn: () => api.get<CustomerNotificationList>('/api/v1/notification'),
  ...bellPolling,
});

/**
 * PUT /api/v1/notification/read: the customer opened the bell, so everything so far is read. The
 * badge clears at once; the items keep their "new" look until the list is next fetched.
 */
export function useMarkCustomerNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ notificationsSeenAt: string }>('/api/v1/notification/read'),
    onSuccess: () =>
      queryClient.setQueryData<CustomerNotificationList>(KEY, (data) => data && { ...data, unread: 0 }),
    meta: { handlesErrors: true },
  });
}
