import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** DELETE /api/v1/image-post with body { imageIds }. */
export function useDeleteImagePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds: string[]) =>
      api.delete<{ imageIds: string[] }>('/api/v1/image-post', { body: { imageIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY] }),
    // The screen shows the error in its own dialog; without this it would show twice.
    meta: { handlesErrors: true },
  });
}
