import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImageCategory, ImageCategoryBody } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** POST /api/v1/image-post/image-category: creates a category, or updates it when imageCategoryId is set. */
export function useSaveImageCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImageCategoryBody) =>
      api.post<ImageCategory>('/api/v1/image-post/image-category', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY] }),
    meta: { handlesErrors: true },
  });
}
