import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cardStatsSchema } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';

export type CardStats = z.infer<typeof cardStatsSchema>;

/** GET /api/v1/card/stats?cardNo&days: views and taps per India day, without personal data. */
export const cardStatsQuery = (cardNo: number, days: number) =>
  queryOptions({
    queryKey: ['cards', 'stats', cardNo, days],
    queryFn: () => api.get<CardStats>('/api/v1/card/stats', { cardNo, days }),
    meta: { handlesErrors: true },
  });
