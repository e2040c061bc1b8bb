import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RenderBody, RenderResult } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/image-post/render: the branded image for a post and the chosen frame and details.
 * A query, not a mutation: the server caches by post + details + options and counts a post once a
 * day however often it is rendered, so the editor's live preview asks again on every change and the
 * download reuses the same answer.
 *
 * A plan limit or hidden frame (LIMIT_REACHED, 402) and greetings switched off for the business
 * (403, which the client would otherwise take for a failed sign-in and log out) are shown by the
 * editor itself (authErrors 'local').
 */
export const renderGreetingImageQuery = (body: RenderBody) =>
  queryOptions({
    queryKey: ['greetings', 'render', body],
    queryFn: () => api.post<RenderResult>('/api/v1/image-post/render', body, { authErrors: 'local' }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
