import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FranchiseeListItem, franchiseeListQuerySchema } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';

export type FranchiseeListParams = Partial<z.output<typeof franchiseeListQuerySchema>>;

/** GET /api/v1/franchisee/list (admin): one filtered page of staff with their sales. */
export const franchiseeListQuery = (query: FranchiseeListParams) =>
  queryOptions({
    queryKey: ['franchisees', 'list', query],
    queryFn: () => api.get<{ list: FranchiseeListItem[]; total: number }>('/api/v1/franchisee/list', query),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
