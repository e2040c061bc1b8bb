import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenderBody, VideoJob } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';
import { greetingVideoJobQuery } from './get-greeting-video-job';

/**
 * POST /api/v1/image-post/render-video: queues the branded video (or returns the job already made
 * for the same post and options). Counts towards the day's video limit. A limit comes back as 403,
 * shown by the editor rather than as the global authentication error (authErrors 'local').
 */
export function useStartGreetingVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenderBody) =>
      api.post<VideoJob>('/api/v1/image-post/render-video', body, { authErrors: 'local' }),
    onSuccess: async (job, body) => {
      queryClient.setQueryData(greetingVideoJobQuery(job.jobId).queryKey, job);
      await queryClient.invalidateQueries({ queryKey: ['greetings', 'entitlements', body.businessId] });
    },
    meta: { handlesErrors: true },
  });
}
