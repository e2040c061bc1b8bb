import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LinkCategory, linkCategoryBodySchema } from '@panel/shared/schemas/link-store.ts';
import { api } from '@/lib/api-client';
import { linkCategoriesQuery } from '@/lib/link-categories';

/** POST /api/v1/link-store/link-category: adds (no id) or renames/reorders a category. */
export function useSaveLinkCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof linkCategoryBodySchema>) =>
      api.post<LinkCategory>('/api/v1/link-store/link-category', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkCategoriesQuery.queryKey }),
    meta: { handlesErrors: true },
  });
}
