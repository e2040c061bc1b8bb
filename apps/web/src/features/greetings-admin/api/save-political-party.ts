import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoliticalParty, PoliticalPartyBody } from '@panel/shared/schemas/political-party.ts';
import { api } from '@/lib/api-client';
import { politicalPartiesQuery } from '@/lib/political-parties';

/** POST /api/v1/political-party/{id}: renames a party or fixes its abbreviation (superadmin). */
export function useSavePoliticalParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PoliticalPartyBody }) =>
      api.post<PoliticalParty>(`/api/v1/political-party/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: politicalPartiesQuery.queryKey }),
    meta: { handlesErrors: true },
  });
}
