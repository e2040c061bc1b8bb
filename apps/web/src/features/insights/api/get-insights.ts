import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Insights, InsightsQuery } from '@panel/shared/schemas/insights.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/dashboard/admin-insights: the agency over a date range. */
export const insightsQuery = (query: InsightsQuery) =>
  queryOptions({
    queryKey: ['insights', query],
    queryFn: () => api.get<Insights>('/api/v1/dashboard/admin-insights', { ...query }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
