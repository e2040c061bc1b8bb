import { queryOptions } from '@tanstack/react-query';
import type { PoliticalParty } from '@panel/shared/schemas/political-party.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/political-party: the 46 parties the political frame offers. */
export const politicalPartiesQuery = queryOptions({
  queryKey: ['political-parties'],
  queryFn: async () => (await api.get<{ list: PoliticalParty[] }>('/api/v1/political-party')).list,
  staleTime: 10 * 60_000,
  meta: { handlesErrors: true },
});
