import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImagePost, ImagePostUploadFields } from '@panel/shared/schemas/image-post.ts';
import { GREETING_LIBRARY_KEY } from '@/lib/greeting-library';
import { api } from '@/lib/api-client';

export type UploadFields = Omit<ImagePostUploadFields, 'imageTagIds'> & { imageTagIds: string[] };

/**
 * POST /api/v1/image-post (one file) or /api/v1/image-post/multiple (several): every file gets the
 * same subcategory, shape, tags and scope. The server checks each file by its bytes and rejects the
 * whole batch if one is bad, so nothing half-uploads.
 */
export function useUploadImagePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, files }: { fields: UploadFields; files: File[] }): Promise<ImagePost[]> => {
      const form = new FormData();
      form.append('imageSubcategoryId', fields.imageSubcategoryId);
      form.append('frameShape', fields.frameShape);
      if (fields.imageTagIds.length) form.append('imageTagIds', fields.imageTagIds.join(','));
      if (fields.videoRatio) form.append('videoRatio', fields.videoRatio);
      if (fields.scope) form.append('scope', fields.scope);
      for (const f of files) form.append('file', f, f.name);
      if (files.length === 1) return [await api.post<ImagePost>('/api/v1/image-post', form)];
      return (await api.post<{ list: ImagePost[] }>('/api/v1/image-post/multiple', form)).list;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GREETING_LIBRARY_KEY, 'posts'] }),
    meta: { handlesErrors: true },
  });
}
