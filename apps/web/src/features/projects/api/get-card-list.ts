import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cardListQuerySchema, cardListSchema } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';

export type CardListParams = Partial<z.output<typeof cardListQuerySchema>>;
export type CardList = z.infer<typeof cardListSchema>;
export type CardListItem = CardList['list'][number];

/** GET /api/v1/getcardlist (All Projects, digital cards): filtered, sorted, one page, with the made-by list. */
export const cardListQuery = (params: CardListParams) =>
  queryOptions({
    queryKey: ['cards', 'list', params],
    queryFn: () => api.get<CardList>('/api/v1/getcardlist', params),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
