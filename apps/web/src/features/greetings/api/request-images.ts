import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { imageRequestBodySchema } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/image-post/request-images: asks the agency for a post the library is missing. */
export function useRequestImages() {
  return useMutation({
    mutationFn: (body: z.output<typeof imageRequestBodySchema>) =>
      api.post<{ requestId: string }>('/api/v1/image-post/request-images', body),
    meta: { handlesErrors: true },
  });
}
