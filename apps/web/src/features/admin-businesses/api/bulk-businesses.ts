import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkBusinessBody, BulkBusinessResult } from '@panel/shared/schemas/bulk.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/business/bulk: assign a plan, extend validity or deactivate cards of selected rows. */
export function useBulkBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBusinessBody) => api.post<BulkBusinessResult>('/api/v1/business/bulk', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['businesses', 'list'] }),
    meta: { handlesErrors: true },
  });
}
