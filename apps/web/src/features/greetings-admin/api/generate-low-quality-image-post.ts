import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/**
 * POST /api/v1/image-post/generate-low-quality-image-post: remakes the small watermarked browsing
 * previews of the given posts (or of every visible post missing one).
 */
export function useGenerateLowQualityPreviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds?: string[]) =>
      api.post<{ generated: number }>('/api/v1/image-post/generate-low-quality-image-post', { imageIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY, 'posts'] }),
    // The screen shows the error in its own dialog; without this it would show twice.
    meta: { handlesErrors: true },
  });
}
