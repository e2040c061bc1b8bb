import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Business } from '@panel/shared/schemas/business.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/business/{id}: one business of the caller (404 for anyone else's). */
export const businessQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['businesses', 'one', businessId],
    queryFn: () => api.get<Business>(`/api/v1/business/${encodeURIComponent(businessId)}`),
    meta: { handlesErrors: true },
  });

export const useBusiness = (businessId: string) => useQuery(businessQuery(businessId));
