import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Card, updateCardBasicDetailsBodySchema } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';
import { businessesByUserQuery } from '@/lib/current-business';
import { cardKey } from './get-card';

/**
 * POST /api/v1/updateCardBasicDetails: updates (cardNo), creates the business's card (businessId),
 * or in agency-only digital card mode creates the business and its card together (userId).
 */
export function useUpdateCardBasicDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateCardBasicDetailsBodySchema>) =>
      api.post<{ updatedCard: Card }>('/api/v1/updateCardBasicDetails', body),
    onSuccess: async ({ updatedCard }, body) => {
      queryClient.setQueryData(cardKey(updatedCard.cardNo), updatedCard);
      await queryClient.invalidateQueries({ queryKey: ['cards', 'by-business'] });
      if (body.userId) await queryClient.invalidateQueries({ queryKey: businessesByUserQuery.queryKey });
    },
    meta: { handlesErrors: true },
  });
}
