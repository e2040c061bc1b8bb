import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';
import { BUSINESS_PAYMENT_KINDS, type BusinessPaymentKind } from './business-payments';

/**
 * DELETE …?recordNo (admin): the record is kept, marked cancelled, and a plan it gave the business is
 * taken back. Nothing is refunded through the gateway.
 */
export function useCancelBusinessPayment(kind: BusinessPaymentKind, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordNo: number) =>
      api.delete<PaymentRecord>(BUSINESS_PAYMENT_KINDS[kind].path, { query: { recordNo } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['business-payments', kind, businessId] });
      await queryClient.invalidateQueries({ queryKey: ['businesses'] });
    },
    meta: { handlesErrors: true },
  });
}
