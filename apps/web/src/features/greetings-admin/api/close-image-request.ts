import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/image-post/request-images/{requestId}/close: marks a request as dealt with. */
export function useCloseImageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post(`/api/v1/image-post/request-images/${encodeURIComponent(requestId)}/close`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['greeting-requests'] }),
    // The screen shows the error in its own dialog; without this it would show twice.
    meta: { handlesErrors: true },
  });
}
