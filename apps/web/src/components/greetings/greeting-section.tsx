import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImagePost } from '@panel/shared/schemas/image-post.ts';
import { DeferredRender } from '@/components/deferred-render';
import { ErrorState } from '@/components/page-states';
import { imagePostPagesQuery, type PostFilter } from '@/lib/greeting-library';
import type { PageSection } from '@/lib/page-sections';
import { LoadMoreSentinel } from './load-more-sentinel';
import { PostTile, TILE_HEIGHTS } from './post-tile';

const PAGE = 12;

/**
 * One UI customisation section of a customer page (home or daily-image). style-1 is a row that
 * scrolls sideways and loads more as it goes; style-2 is a wrapping grid with a "Show more" button.
 * The height setting sizes the tiles. The title shows only once there are posts under it: while
 * loading there are placeholder tiles, and a section with nothing to show today (no festival today)
 * is left out.
 */
export function GreetingSection({
  section,
  filter: pageFilter,
  onOpen,
}: {
  section: PageSection;
  /** The page's filters (language, business, media type). */
  filter: PostFilter;
  onOpen: (post: ImagePost) => void;
}) {
  const theme = useTheme();
  const { t } = useTranslation();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const filter: PostFilter = {
    ...pageFilter,
    uiCustomisationId: section.uiCustomisationId,
    metaId: section.metaId,
  };
  const posts = useInfiniteQuery(imagePostPagesQuery(filter, PAGE));
  const height = TILE_HEIGHTS[section.height][wide ? 'sm' : 'xs'];
  const list = posts.data?.pages.flatMap((p) => p.list) ?? [];
  const titleId = `section-${section.metaId}`;

  // A row's posts (a dozen tiles) replace its placeholders in a background render.
  let content;
  if (posts.isSuccess && list.length === 0) content = null;
  else if (posts.isPending)
    content = (
      <Stack
        direction="row"
        spacing={1}
        sx={{ overflow: 'hidden', mb: 3 }}
        role="progressbar"
        aria-label={t('greetings.loadingSection', { title: section.title })}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" width={height} height={height} sx={{ flex: '0 0 auto' }} />
        ))}
      </Stack>
    );
  else
    content = (
      <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
          {section.title}
        </Typography>
        {posts.isError && <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />}
        {posts.isSuccess && section.style === 'style-1' && (
          <Stack
            direction="row"
            spacing={1}
            sx={{
              overflowX: 'auto',
              pb: 1,
              scrollSnapType: 'x proximity',
              '& > *': { scrollSnapAlign: 'start' },
            }}
          >
            {list.map((p) => (
              <PostTile key={p.imageId} post={p} height={height} onOpen={onOpen} />
            ))}
            {posts.hasNextPage && (
              <LoadMoreSentinel
                loading={posts.isFetchingNextPage}
                onVisible={() => {
                  if (!posts.isFetchingNextPage) void posts.fetchNextPage();
                }}
              />
            )}
          </Stack>
        )}
        {posts.isSuccess && section.style === 'style-2' && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {list.map((p) => (
                <PostTile key={p.imageId} post={p} height={height} onOpen={onOpen} />
              ))}
            </Box>
            {posts.hasNextPage && (
              <Button
                sx={{ mt: 1 }}
                onClick={() => void posts.fetchNextPage()}
                disabled={posts.isFetchingNextPage}
              >
                {posts.isFetchingNextPage ? t('state.loadingEllipsis') : t('greetings.showMore')}
              </Button>
            )}
          </>
        )}
      </Box>
    );
  return <DeferredRender>{content}</DeferredRender>;
}
