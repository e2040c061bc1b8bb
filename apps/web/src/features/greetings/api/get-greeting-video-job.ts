import { queryOptions } from '@tanstack/react-query';
import type { VideoJob } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';

const POLL_MS = 1000;
const isDone = (job: VideoJob | undefined) => job?.status === 'completed' || job?.status === 'failed';

/** GET /api/v1/image-post/render-video/{jobId}: polled every second until the video is made or failed. */
export const greetingVideoJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['greetings', 'video-job', jobId],
    queryFn: () => api.get<VideoJob>(`/api/v1/image-post/render-video/${encodeURIComponent(jobId)}`),
    refetchInterval: (query) => (isDone(query.state.data) ? false : POLL_MS),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
