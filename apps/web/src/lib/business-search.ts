import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Business } from '@panel/shared/schemas/business.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/business (staff): businesses matching a name or phone, for choosing a business. */
export const businessSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['businesses', 'search', search],
    queryFn: () =>
      api.get<{ list: Business[]; total: number }>('/api/v1/business', {
        search: search || undefined,
        limit: 20,
      }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
