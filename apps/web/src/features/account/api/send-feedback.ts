import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody } from '@panel/shared/schemas/feedback.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/feedback: the customer's rating, words and screenshot. */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (body: FeedbackBody) =>
      api.post<{ feedbackId: string; message: string }>('/api/v1/feedback', body),
    meta: { handlesErrors: true },
  });
