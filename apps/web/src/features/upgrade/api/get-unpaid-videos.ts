import { queryOptions } from '@tanstack/react-query';
import type { UserVideo } from '@panel/shared/schemas/video.ts';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/v1/video/user-video/getUserVideosByBusiness: the videos a single purchase can pay for. */
export const unpaidVideosQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['videos', 'unpaid', businessId],
    queryFn: async () => {
      try {
        const data = await api.get<{ list: UserVideo[] }>(
          '/api/v1/video/user-video/getUserVideosByBusiness',
          { businessId },
          { authErrors: 'local' },
        );
        return data.list.filter((v) => v.renderStatus === 'payment_required');
      } catch (error) {
        // Videos not offered here: nothing to pay for, not a failure.
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return [];
        throw error;
      }
    },
    meta: { handlesErrors: true },
  });
