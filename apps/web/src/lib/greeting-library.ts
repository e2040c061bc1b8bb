import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  ImagePost,
  ImagePostList,
  ImagePostQuery,
  ImageSubcategory,
  ImageTag,
  TagType,
} from '@panel/shared/schemas/image-post.ts';
import { api } from './api-client';

/**
 * Read calls on the greeting library that the customer page, Greetings Management and UI
 * customisation all make (spec section 7 "Image posts"). Writes stay in their features.
 * Every list key starts with 'greeting-library' so a feature that changes the library can refresh
 * all of them at once.
 */
export const GREETING_LIBRARY_KEY = 'greeting-library';

export type SubcategoryFilter = {
  imageCategoryId?: string;
  contentKind?: ImageSubcategory['contentKind'];
  fromDate?: string;
  toDate?: string;
  businessCategory?: string;
  limit?: number;
};

/** GET /api/v1/image-subcategory (filters): one page, up to 100. */
export const subcategoriesQuery = (filter: SubcategoryFilter) =>
  queryOptions({
    queryKey: [GREETING_LIBRARY_KEY, 'subcategories', filter],
    queryFn: () =>
      api.get<{ list: ImageSubcategory[]; total: number }>('/api/v1/image-subcategory', {
        limit: 100,
        ...filter,
      }),
    meta: { handlesErrors: true },
  });

/** GET /api/v1/image-post/image-tag (optionally of one type). */
export const imageTagsQuery = (tagType?: TagType) =>
  queryOptions({
    queryKey: [GREETING_LIBRARY_KEY, 'tags', tagType ?? 'all'],
    queryFn: async () =>
      (await api.get<{ list: ImageTag[] }>('/api/v1/image-post/image-tag', { tagType })).list,
    meta: { handlesErrors: true },
  });

export type PostFilter = Omit<ImagePostQuery, 'page' | 'limit'>;

/** GET /api/v1/image-post (filters), page by page, for infinite scroll. */
export const imagePostPagesQuery = (filter: PostFilter, limit = 24) =>
  infiniteQueryOptions({
    queryKey: [GREETING_LIBRARY_KEY, 'posts', filter, limit],
    queryFn: ({ pageParam, signal }) =>
      api.get<ImagePostList>('/api/v1/image-post', { ...filter, page: pageParam, limit }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * limit < last.total ? pages.length + 1 : undefined),
    meta: { handlesErrors: true },
  });

/** GET /api/v1/image-post/ids: posts in the order asked (those no longer visible are left out). */
export const postsByIdsQuery = (imageIds: readonly string[]) =>
  queryOptions({
    queryKey: [GREETING_LIBRARY_KEY, 'ids', imageIds],
    queryFn: async () =>
      imageIds.length === 0
        ? []
        : (await api.get<{ list: ImagePost[] }>('/api/v1/image-post/ids', { imageIds: imageIds.join(',') }))
            .list,
    meta: { handlesErrors: true },
  });
