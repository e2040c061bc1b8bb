import { queryOptions } from '@tanstack/react-query';
import type { Franchisee } from '@panel/shared/schemas/auth.ts';
import { api } from './api-client';

/**
 * GET /api/v1/franchisee/list?all=true: the agency's staff, for the "made by" filters. Only admins
 * may list staff (a 403 would sign the user out), so callers enable it for admins only.
 */
export const staffListQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['franchisees', 'all'],
    queryFn: async () =>
      (await api.get<{ list: Franchisee[]; total: number }>('/api/v1/franchisee/list', { all: true })).list,
    enabled,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
