import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** DELETE /api/v1/image-post/image-tag/{imageTagId}. */
export function useDeleteImageTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageTagId: string) =>
      api.delete(`/api/v1/image-post/image-tag/${encodeURIComponent(imageTagId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY, 'tags'] }),
    // The screen shows the error in its own dialog; without this it would show twice.
    meta: { handlesErrors: true },
  });
}
