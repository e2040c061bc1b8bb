import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** DELETE /api/v1/image-post/image-category/{imageCategoryId}: refused (409) while it has subcategories. */
export function useDeleteImageCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageCategoryId: string) =>
      api.delete(`/api/v1/image-post/image-category/${encodeURIComponent(imageCategoryId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY] }),
    // The screen shows the error in its own dialog; without this it would show twice.
    meta: { handlesErrors: true },
  });
}
