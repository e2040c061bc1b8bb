import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback } from '@panel/shared/schemas/feedback.ts';
import { api } from '@/lib/api-client';

const PATH = '/api/v1/feedback';
const KEY = ['feedback'] as const;

/** GET /api/v1/feedback: the agency's feedback for admins, filtered. */
export const feedbackQuery = (filters: { search?: string; rating?: number; page: number }) =>
  queryOptions({
    queryKey: [...KEY, filters],
    queryFn: () => api.get<{ list: Feedback[]; total: number }>(PATH, { ...filters, limit: 20 }),
    placeholderData: keepPreviousData,
  });

/** DELETE /api/v1/feedback?feedbackId= */
export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedbackId: string) => api.delete(PATH, { query: { feedbackId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
