import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Business, saveBusinessBodySchema } from '@panel/shared/schemas/business.ts';
import { api } from '@/lib/api-client';
import { businessesByUserQuery, selectBusiness } from '@/lib/current-business';

/**
 * POST /api/v1/business: adds (no businessId) or updates a business. On success the top-bar
 * selector's list is refreshed and a new business becomes the selected one.
 */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof saveBusinessBodySchema>) =>
      api.post<Business>('/api/v1/business', body),
    onSuccess: async (business, body) => {
      queryClient.setQueryData(['businesses', 'one', business.businessId], business);
      if (!body.businessId) selectBusiness(business.businessId);
      await queryClient.invalidateQueries({ queryKey: businessesByUserQuery.queryKey });
    },
    meta: { handlesErrors: true },
  });
}
