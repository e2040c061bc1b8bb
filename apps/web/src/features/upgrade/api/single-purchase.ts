import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentOrderResponse,
  PaymentRecord,
  PdfCardPaymentBody,
  SinglePurchaseKind,
  VideoPaymentBody,
} from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';
import { refreshCustomerBell } from '@/lib/customer-bell';

/**
 * The single purchases of spec section 7: a PDF ID card (/api/v1/pdf-card/pdf-card-payment) and a
 * promotional video (/api/v1/video/user-video-payment), each with /order for the gateway.
 */
const BASE: Record<SinglePurchaseKind, string> = {
  pdf_card: '/api/v1/pdf-card/pdf-card-payment',
  video: '/api/v1/video/user-video-payment',
};
/** What a credited purchase changes on screen: the cards or videos it pays for. */
const PAID_ITEMS: Record<SinglePurchaseKind, string> = { pdf_card: 'pdf-cards', video: 'videos' };

export type SingleOrderBody = { planId: string; businessId: string } & (
  { kind: 'pdf_card'; pdfCardNo: number } | { kind: 'video'; videoNo: number }
);
export type SinglePaymentBody =
  ({ kind: 'pdf_card' } & PdfCardPaymentBody) | ({ kind: 'video' } & VideoPaymentBody);

/** POST …/order: a gateway order naming the item, so a webhook alone can credit it. */
export const useCreateSingleOrder = () =>
  useMutation({
    mutationFn: ({ kind, ...body }: SingleOrderBody) =>
      api.post<PaymentOrderResponse>(`${BASE[kind]}/order`, body, { authErrors: 'local' }),
    meta: { handlesErrors: true },
  });

/** POST the payment: checkout's signed ids, or an admin's manual update. */
export function usePaySingle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: SinglePaymentBody) =>
      api.post<PaymentRecord>(BASE[kind], body, { authErrors: 'local' }),
    onSuccess: (_record, { kind }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PAID_ITEMS[kind]] }),
        refreshCustomerBell(queryClient),
      ]),
    meta: { handlesErrors: true },
  });
}
