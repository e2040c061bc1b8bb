import { queryOptions } from '@tanstack/react-query';
import type { PoliticalParty } from '@panel/shared/schemas/political-party.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/political-party: the 46 parties of the political frame. */
export const partiesQuery = queryOptions({
  queryKey: ['political-parties'],
  queryFn: async () => (await api.get<{ list: PoliticalParty[] }>('/api/v1/political-party')).list,
  meta: { handlesErrors: true },
});
