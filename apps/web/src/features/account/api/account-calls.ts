import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentHistoryItem, UpdateUserBody } from '@panel/shared/schemas/account.ts';
import type { User } from '@panel/shared/schemas/auth.ts';
import type { PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { api, download } from '@/lib/api-client';
import { customerUserQuery } from '@/lib/session';

/** PUT /api/v1/user: the customer's name and e-mail; the answer is the updated user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.put<User>('/api/v1/user', body),
    onSuccess: (user) => queryClient.setQueryData(customerUserQuery.queryKey, user),
    meta: { handlesErrors: true },
  });
}

/** POST /api/v1/user/change-password: other devices are signed out, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<{ passwordChanged: boolean }>('/api/v1/user/change-password', body),
    meta: { handlesErrors: true },
  });
}

/** POST /api/v1/user/logout-all-devices: every session ends, this one included. */
export function useLogoutAllDevices() {
  return useMutation({
    mutationFn: () => api.post<{ sessionsEnded: number }>('/api/v1/user/logout-all-devices'),
    meta: { handlesErrors: true },
  });
}

/** GET /api/v1/payment/history: the customer's payments, newest first. */
export const paymentHistoryQuery = queryOptions({
  queryKey: ['payments', 'history'],
  queryFn: async () => (await api.get<{ list: PaymentHistoryItem[] }>('/api/v1/payment/history')).list,
});

/** GET /api/v1/card-payment/last-active: the business's plan in force today, or null. */
export const activePlanQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['payments', 'last-active', businessId],
    queryFn: () => api.get<PaymentRecord | null>('/api/v1/card-payment/last-active', { businessId }),
  });

/** GET /api/v1/payment/receipt/{recordNo}: the PDF receipt, saved as receipt-{recordNo}.pdf. */
export const downloadReceipt = (recordNo: number) =>
  download(`/api/v1/payment/receipt/${recordNo}`, `receipt-${recordNo}.pdf`, {}, 'application/pdf');
