import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { imageRequestSchema } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';

export type ImageRequest = z.infer<typeof imageRequestSchema>;
export type RequestStatusFilter = 'OPEN' | 'CLOSED' | 'ALL';

/** GET /api/v1/image-post/request-images: customers' requests for missing posts, newest first. */
export const imageRequestsQuery = (status: RequestStatusFilter, page: number, limit = 20) =>
  queryOptions({
    queryKey: ['greeting-requests', status, page, limit],
    queryFn: () =>
      api.get<{ list: ImageRequest[]; total: number }>('/api/v1/image-post/request-images', {
        status: status === 'ALL' ? undefined : status,
        page,
        limit,
      }),
    meta: { handlesErrors: true },
  });
