import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageSubcategory } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** DELETE /api/v1/image-post/image-category/{imageCategoryId}/image-subcategory?imageSubcategoryId. */
export function useDeleteImageSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: Pick<ImageSubcategory, 'imageCategoryId' | 'imageSubcategoryId'>) =>
      api.delete(
        `/api/v1/image-post/image-category/${encodeURIComponent(s.imageCategoryId)}/image-subcategory`,
        {
          query: { imageSubcategoryId: s.imageSubcategoryId },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY] }),
    // The screen shows the error in its own dialog; without this it would show twice.
    meta: { handlesErrors: true },
  });
}
