import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageSubcategory, ImageSubcategoryBody } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/**
 * POST /api/v1/image-post/image-category/{imageCategoryId}/image-subcategory: creates a subcategory
 * in the category, or updates it when imageSubcategoryId is set.
 */
export function useSaveImageSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageCategoryId, body }: { imageCategoryId: string; body: ImageSubcategoryBody }) =>
      api.post<ImageSubcategory>(
        `/api/v1/image-post/image-category/${encodeURIComponent(imageCategoryId)}/image-subcategory`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY] }),
    meta: { handlesErrors: true },
  });
}
