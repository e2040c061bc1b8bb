import { queryOptions } from '@tanstack/react-query';
import type { ImageCategory } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** GET /api/v1/image-post/image-category: global categories and the agency's own (up to 100). */
export const imageCategoriesQuery = queryOptions({
  queryKey: [GREETING_LIBRARY_KEY, 'categories'],
  queryFn: () =>
    api.get<{ list: ImageCategory[]; total: number }>('/api/v1/image-post/image-category', { limit: 100 }),
  meta: { handlesErrors: true },
});
