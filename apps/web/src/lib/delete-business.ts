import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * DELETE /api/v1/business/{id} (a soft delete). Used by the customer's edit page and staff's All
 * Businesses; every business list and the cards follow (the top-bar selector falls back to another).
 */
export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) => api.delete(`/api/v1/business/${encodeURIComponent(businessId)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['businesses'] });
      await queryClient.invalidateQueries({ queryKey: ['cards'] });
    },
  });
}
