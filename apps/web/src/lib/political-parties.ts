import { queryOptions } from '@tanstack/react-query';
import type { PoliticalParty } from '@panel/shared/schemas/political-party.ts';
import { api } from './api-client';

/**
 * GET /api/v1/political-party: the parties of the political frame, for the customer's frame options
 * and Greetings Management alike. Admin edits invalidate this key, so the long freshness is safe.
 */
export const politicalPartiesQuery = queryOptions({
  queryKey: ['political-parties'],
  queryFn: async () => (await api.get<{ list: PoliticalParty[] }>('/api/v1/political-party')).list,
  staleTime: 10 * 60_000,
  meta: { handlesErrors: true },
});
