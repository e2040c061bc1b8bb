import { queryOptions } from '@tanstack/react-query';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';

/** GET /api/v1/image-post/search?q: posts whose subcategory, category or tags match. */
export const searchImagePostsQuery = (q: string) =>
  queryOptions({
    queryKey: [GREETING_LIBRARY_KEY, 'search', q],
    queryFn: async () =>
      (await api.get<{ list: ImagePost[] }>('/api/v1/image-post/search', { q, limit: 30 })).list,
    enabled: q.trim().length > 0,
    meta: { handlesErrors: true },
  });
