import { queryOptions } from '@tanstack/react-query';
import type { Entitlements } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/payment/entitlements: the business's plan, days left, renewal and who may pay online. */
export const entitlementsQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['payment', 'entitlements', businessId],
    queryFn: () => api.get<Entitlements>('/api/v1/payment/entitlements', { businessId }),
    meta: { handlesErrors: true },
  });
