import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LinkType, linkTypeBodySchema } from '@panel/shared/schemas/link-store.ts';
import { api } from '@/lib/api-client';
import { linkCategoriesQuery } from '@/lib/link-categories';

/** POST /api/v1/link-store/link-type: adds (no id) or edits a link type. */
export function useSaveLinkType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof linkTypeBodySchema>) =>
      api.post<LinkType>('/api/v1/link-store/link-type', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkCategoriesQuery.queryKey }),
    meta: { handlesErrors: true },
  });
}
