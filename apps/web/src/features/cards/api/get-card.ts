import { queryOptions } from '@tanstack/react-query';
import type { Card } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';

export const cardKey = (cardNo: number) => ['cards', 'one', cardNo] as const;

/** GET /api/v1/card?cardNo: the whole card as stored (404 for a card the caller may not edit). */
export const cardQuery = (cardNo: number) =>
  queryOptions({
    queryKey: cardKey(cardNo),
    queryFn: () => api.get<Card>('/api/v1/card', { cardNo }),
    meta: { handlesErrors: true },
  });
