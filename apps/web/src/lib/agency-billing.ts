import { queryOptions } from '@tanstack/react-query';
import type { MonthBill, PaymentOrderResponse, PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { api } from './api-client';

/**
 * The agency's own bill to the platform (spec section 7 "Payments"), shared by Billing (an admin's own
 * agency), Agency Management (superadmin) and the payment pages. A 403 here is a role rule, not a lost
 * session, so these calls show it in place.
 */
const local = { authErrors: 'local' } as const;

export const AGENCY_BILLING_KEY = ['agency-billing'] as const;

/** The bills paid as a lump sum, by path (`label`: the key of its name in the `common` catalogue). */
export const AGENCY_PAYMENT_KINDS = {
  annual: { path: '/api/v1/annual-payment', label: 'paymentKind.annual', online: false },
  agencyImage: { path: '/api/v1/agency-image-payment', label: 'paymentKind.agencyImage', online: true },
  agencyPdfCard: {
    path: '/api/v1/agency-pdf-card-payment',
    label: 'paymentKind.agencyPdfCard',
    online: false,
  },
} as const;
export type AgencyPaymentKind = keyof typeof AGENCY_PAYMENT_KINDS;

/**
 * GET /api/v1/month-payments?month&year&agencyId&page&limit: the month's amount, paid and outstanding,
 * and one page of its cards (`page` counts from 1). While another page of the same bill loads, the one
 * on screen stays (isPlaceholderData); another month's bill is never shown in its place.
 */
export const monthBillQuery = (
  month: number,
  year: number,
  { agencyId, page = 1, limit = 20 }: { agencyId?: string; page?: number; limit?: number } = {},
) => {
  const bill = [...AGENCY_BILLING_KEY, 'month', agencyId ?? 'own', year, month] as const;
  return queryOptions({
    queryKey: [...bill, page, limit],
    queryFn: () =>
      api.get<MonthBill>('/api/v1/month-payments', { month, year, agencyId, page, limit }, local),
    placeholderData: (previous, previousQuery) =>
      bill.every((part, i) => previousQuery?.queryKey[i] === part) ? previous : undefined,
    meta: { handlesErrors: true },
  });
};

/** GET /api/v1/month-payments/getOutstandingAmount?agencyId. */
export const outstandingAmountQuery = (agencyId?: string) =>
  queryOptions({
    queryKey: [...AGENCY_BILLING_KEY, 'outstanding', agencyId ?? 'own'],
    queryFn: () =>
      api.get<{ agencyId: string; outstandingAmount: number }>(
        '/api/v1/month-payments/getOutstandingAmount',
        { agencyId },
        local,
      ),
    meta: { handlesErrors: true },
  });

/** GET /api/v1/annual-payment, /agency-image-payment, /agency-pdf-card-payment (?agencyId). */
export const agencyPaymentsQuery = (kind: AgencyPaymentKind, agencyId?: string) =>
  queryOptions({
    queryKey: [...AGENCY_BILLING_KEY, kind, agencyId ?? 'own'],
    queryFn: () =>
      api.get<{ list: PaymentRecord[]; total: number }>(AGENCY_PAYMENT_KINDS[kind].path, { agencyId }, local),
    meta: { handlesErrors: true },
  });

/** POST /api/v1/month-payments/order or /agency-image-payment/order. */
export const createAgencyOrder = (
  base: '/api/v1/month-payments' | '/api/v1/agency-image-payment',
  body: { agencyId?: string; paymentAmount?: number; month?: number; year?: number },
) => api.post<PaymentOrderResponse>(`${base}/order`, body, local);

/** POST .../gateway with checkout's signed ids. */
export const payAgencyOrder = (
  base: '/api/v1/month-payments' | '/api/v1/agency-image-payment',
  body: {
    agencyId?: string;
    orderCreationId: string;
    razorpayPaymentId: string;
    razorpayOrderId: string;
    razorpaySignature: string;
  },
) => api.post<PaymentRecord>(`${base}/gateway`, body, local);

/** POST /api/v1/month-payments/move-out-card or /add-card-in-bill (superadmin). */
export const moveBillCard = (
  direction: 'move-out-card' | 'add-card-in-bill',
  body: { agencyId?: string; month: number; year: number; cardNo: number },
) => api.post<MonthBill>(`/api/v1/month-payments/${direction}`, body, local);
