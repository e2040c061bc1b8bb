import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoliticalParty } from '@panel/shared/schemas/political-party.ts';
import { api } from '@/lib/api-client';
import { politicalPartiesQuery } from '@/lib/political-parties';

/** POST /api/v1/political-party/{id}/logo (multipart, one "file"): the logo drawn in the political frame. */
export function useUploadPartyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<PoliticalParty>(`/api/v1/political-party/${encodeURIComponent(id)}/logo`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: politicalPartiesQuery.queryKey }),
  });
}
