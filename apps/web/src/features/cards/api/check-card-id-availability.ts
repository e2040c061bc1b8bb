import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cardIdAvailabilitySchema } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';

export type CardIdAvailability = z.infer<typeof cardIdAvailabilitySchema>;

/** GET /api/v1/checkCardIdAvailability?cardId&cardNo: is this vanity id free on the agency's hosts? */
export const cardIdAvailabilityQuery = (cardId: string, cardNo: number) =>
  queryOptions({
    queryKey: ['cards', 'id-availability', cardId, cardNo],
    queryFn: ({ signal }) =>
      api.get<CardIdAvailability>('/api/v1/checkCardIdAvailability', { cardId, cardNo }, { signal }),
    staleTime: 5_000,
    meta: { handlesErrors: true },
  });
