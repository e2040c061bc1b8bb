import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { linkCategoriesQuery } from '@/lib/link-categories';

/** DELETE /api/v1/link-store/link-category/{linkCategoryId} */
export function useDeleteLinkCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkCategoryId: string) =>
      api.delete(`/api/v1/link-store/link-category/${encodeURIComponent(linkCategoryId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkCategoriesQuery.queryKey }),
  });
}
