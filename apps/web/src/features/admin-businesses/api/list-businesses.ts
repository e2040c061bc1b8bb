import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Business, businessListQuerySchema } from '@panel/shared/schemas/business.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/business (staff, All Businesses): filtered, sorted, one page. */
export type BusinessListParams = Partial<z.output<typeof businessListQuerySchema>>;

export const businessListQuery = (query: BusinessListParams) =>
  queryOptions({
    queryKey: ['businesses', 'list', query],
    queryFn: () => api.get<{ list: Business[]; total: number }>('/api/v1/business', query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
