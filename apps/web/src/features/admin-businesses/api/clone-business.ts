import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business } from '@panel/shared/schemas/business.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/business/cloneBusiness: copies the business and its card content under a new business. */
export function useCloneBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { businessId: string; businessName?: string }) =>
      api.post<Business>('/api/v1/business/cloneBusiness', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['businesses', 'list'] }),
  });
}
