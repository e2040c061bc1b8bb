import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRecord, PdfCardPaymentBody } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';
import { refreshCustomerBell } from '@/lib/customer-bell';

/** POST /api/v1/pdf-card/pdf-card-payment: checkout's signed ids, or an admin's manual update. */
export function usePayPdfCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PdfCardPaymentBody) =>
      api.post<PaymentRecord>('/api/v1/pdf-card/pdf-card-payment', body, { authErrors: 'local' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pdf-cards'] }),
        refreshCustomerBell(queryClient),
      ]),
    meta: { handlesErrors: true },
  });
}
