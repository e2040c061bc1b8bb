import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { EmptyState, ErrorState } from '@/components/page-states';
import { imagePostPagesQuery, type PostFilter } from '@/lib/greeting-library';
import { LoadMoreSentinel } from '@/components/greetings/load-more-sentinel';
import { PostTile } from '@/components/greetings/post-tile';
import { useTranslation } from 'react-i18next';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)', md: 'repeat(6, 1fr)' },
  gap: 1,
};

/**
 * Every post the customer may use (or those of the festival picked in the calendar), newest first,
 * as low-quality previews loaded page by page while the customer scrolls.
 */
export function PostFeed({
  filter,
  title,
  onClear,
  onOpen,
  emptyAction,
}: {
  filter: PostFilter;
  title: string;
  onClear?: () => void;
  onOpen: (post: ImagePost) => void;
  emptyAction: React.ReactNode;
}) {
  const { t } = useTranslation('greetings');
  const posts = useInfiniteQuery(imagePostPagesQuery(filter, 24));
  const list = posts.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Box component="section" aria-labelledby="post-feed">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="post-feed" variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {onClear && <Chip size="small" label={t('feed.showAll')} onClick={onClear} onDelete={onClear} />}
      </Stack>
      {posts.isPending && (
        <Box sx={GRID} aria-label={t('feed.loading')}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
          ))}
        </Box>
      )}
      {posts.isError && <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />}
      {posts.isSuccess && list.length === 0 && (
        <EmptyState title={t('feed.emptyTitle')} text={t('feed.emptyText')} action={emptyAction} />
      )}
      {list.length > 0 && (
        <>
          <Box sx={GRID}>
            {list.map((p) => (
              <PostTile key={p.imageId} post={p} height="fill" onOpen={onOpen} />
            ))}
          </Box>
          {posts.hasNextPage && (
            <LoadMoreSentinel
              loading={posts.isFetchingNextPage}
              onVisible={() => {
                if (!posts.isFetchingNextPage) void posts.fetchNextPage();
              }}
            />
          )}
        </>
      )}
    </Box>
  );
}
