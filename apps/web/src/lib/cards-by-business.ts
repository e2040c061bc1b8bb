import { queryOptions } from '@tanstack/react-query';
import type { Card } from '@panel/shared/schemas/card.ts';
import { api } from './api-client';

/**
 * GET /api/v1/getCardsByBusiness: the business's cards (at most one). Shared because the home,
 * My Projects, What's New and the editor all decide "edit or create" from it; the editor
 * invalidates ['cards'] after saving so all of them follow.
 */
export const cardsByBusinessQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: ['cards', 'by-business', businessId],
    queryFn: async () =>
      (await api.get<{ list: Card[]; total: number }>('/api/v1/getCardsByBusiness', { businessId })).list,
    enabled: businessId !== undefined,
  });
