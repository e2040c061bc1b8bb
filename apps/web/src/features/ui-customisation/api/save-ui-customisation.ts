import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UiCustomisation, UiCustomisationBody } from '@panel/shared/schemas/ui-customisation.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/ui-customisation: creates or replaces the sections of one page placement. */
export function useSaveUiCustomisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UiCustomisationBody) => api.post<UiCustomisation>('/api/v1/ui-customisation', body),
    // Every ['ui-customisation', …] answer, including the customer pages' own, follows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ui-customisation'] }),
    meta: { handlesErrors: true },
  });
}
