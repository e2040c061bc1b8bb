import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MakePaymentBody, PaymentResult } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';
import { refreshCustomerBell } from '@/lib/customer-bell';

/**
 * POST /api/v1/payment/make-payment: checkout's signed ids (gateway), a free trial start, or an
 * admin's manual update. Everything that shows the business's plan is refreshed afterwards.
 */
export function useMakePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakePaymentBody) =>
      api.post<PaymentResult>('/api/v1/payment/make-payment', body, { authErrors: 'local' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payment'] }),
        queryClient.invalidateQueries({ queryKey: ['businesses'] }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
        refreshCustomerBell(queryClient),
      ]),
    meta: { handlesErrors: true },
  });
}
