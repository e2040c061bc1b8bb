import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ImageTag, imageTagBodySchema } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** POST /api/v1/image-post/image-tag: adds a LANGUAGE, PRODUCT or GENERAL tag (or renames one). */
export function useSaveImageTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof imageTagBodySchema>) =>
      api.post<ImageTag>('/api/v1/image-post/image-tag', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY, 'tags'] }),
    meta: { handlesErrors: true },
  });
}
