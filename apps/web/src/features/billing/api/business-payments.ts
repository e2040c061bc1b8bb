import { queryOptions } from '@tanstack/react-query';
import type { PaymentKind, PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';

/** A business's payment records, by kind: the list paths of spec section 7 (each takes ?businessId). */
export const BUSINESS_PAYMENT_KINDS = {
  subscription: { path: '/api/v1/card-payment', label: 'Plan payments' },
  pdf_card: { path: '/api/v1/pdf-card/pdf-card-payment', label: 'PDF ID card payments' },
  video: { path: '/api/v1/video/user-video-payment', label: 'Promotional video payments' },
} as const satisfies Partial<Record<PaymentKind, { path: string; label: string }>>;
export type BusinessPaymentKind = keyof typeof BUSINESS_PAYMENT_KINDS;

/** GET …?businessId: newest first, cancelled records included (status 2). */
export const businessPaymentsQuery = (kind: BusinessPaymentKind, businessId: string) =>
  queryOptions({
    queryKey: ['business-payments', kind, businessId],
    queryFn: () =>
      api.get<{ list: PaymentRecord[]; total: number }>(
        BUSINESS_PAYMENT_KINDS[kind].path,
        { businessId },
        { authErrors: 'local' },
      ),
    meta: { handlesErrors: true },
  });
