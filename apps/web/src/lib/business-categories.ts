import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCategory } from '@panel/shared/schemas/business.ts';
import { api } from './api-client';

/** GET /api/v1/business/categories: the admin-managed categories for the category picker. */
export const businessCategoriesQuery = queryOptions({
  queryKey: ['business-categories'],
  queryFn: async () => (await api.get<{ list: BusinessCategory[] }>('/api/v1/business/categories')).list,
  staleTime: 10 * 60_000,
});

export const useBusinessCategories = () => useQuery(businessCategoriesQuery);
