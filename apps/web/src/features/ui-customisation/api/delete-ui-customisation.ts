import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/v1/ui-customisation/{uiCustomisationId}: the placement goes back to having no sections. */
export function useDeleteUiCustomisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uiCustomisationId: string) =>
      api.delete(`/api/v1/ui-customisation/${encodeURIComponent(uiCustomisationId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ui-customisation'] }),
  });
}
