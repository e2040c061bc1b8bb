import { useMutation } from '@tanstack/react-query';
import type { CreatePlanOrderBody, PaymentOrderResponse } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/payment/order: the server prices the plan and opens a gateway order. A 403 here means
 * "may not buy online" (Connect with admin), not a lost session, so the caller handles it.
 */
export const useCreatePlanOrder = () =>
  useMutation({
    mutationFn: (body: CreatePlanOrderBody) =>
      api.post<PaymentOrderResponse>('/api/v1/payment/order', body, { authErrors: 'local' }),
    meta: { handlesErrors: true },
  });
