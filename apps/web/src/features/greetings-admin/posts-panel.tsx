import AutoFixHigh from '@mui/icons-material/AutoFixHighOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Upload from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSubcategory, LibraryScope } from '@panel/shared/schemas/image-post.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { dialogs } from '@/lib/dialogs';
import { imagePostPagesQuery } from '@/lib/greeting-library';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { useDeleteImagePosts } from './api/delete-image-posts';
import { useGenerateLowQualityPreviews } from './api/generate-low-quality-image-post';
import { UploadPostsDialog } from './upload-posts-dialog';

/**
 * The posts of one subcategory (of this screen's scope): preview grid, upload one or many, pick
 * posts to delete (after confirmation) or to remake their browsing previews.
 */
export function PostsPanel({
  subcategory,
  scope,
  videosOn,
}: {
  subcategory: ImageSubcategory;
  scope: LibraryScope;
  videosOn: boolean;
}) {
  const { t } = useTranslation('greetings-admin');
  const posts = useInfiniteQuery(
    imagePostPagesQuery({ imageSubcategoryId: subcategory.imageSubcategoryId, scope }, 30),
  );
  const remove = useDeleteImagePosts();
  const previews = useGenerateLowQualityPreviews();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const list = posts.data?.pages.flatMap((p) => p.list) ?? [];
  const total = posts.data?.pages[0]?.total ?? 0;

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onDelete = async () => {
    const ids = [...selected];
    const ok = await dialogs.confirm({
      title: t('posts.deleteTitle'),
      message: t('posts.deleteMessage', { count: ids.length }),
      confirmLabel: t('action.delete'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(ids);
      setSelected(new Set());
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  const onPreviews = async () => {
    try {
      const { generated } = await previews.mutateAsync([...selected]);
      dialogs.alert({
        title: t('posts.previewsTitle'),
        message: t('posts.previewsMade', { count: generated }),
      });
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="posts-title">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id="posts-title" variant="h6" component="h3" sx={{ flex: 1, fontSize: '1.05rem' }}>
          {posts.isSuccess
            ? t(scope === 'agency' ? 'posts.agencyTitleCount' : 'posts.titleCount', {
                name: subcategory.imageSubcategoryName,
                total: formatNumber(total),
              })
            : t(scope === 'agency' ? 'posts.agencyTitle' : 'posts.title', {
                name: subcategory.imageSubcategoryName,
              })}
        </Typography>
        {selected.size > 0 && (
          <>
            <Button
              size="small"
              startIcon={<AutoFixHigh />}
              onClick={() => void onPreviews()}
              disabled={previews.isPending}
            >
              {t('posts.remakePreviews')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              {t('posts.deleteSelected', { selected: formatNumber(selected.size) })}
            </Button>
          </>
        )}
        <Button size="small" variant="contained" startIcon={<Upload />} onClick={() => setUploading(true)}>
          {t('posts.upload')}
        </Button>
      </Stack>
      {posts.isPending && <LoadingState label={t('posts.loading')} />}
      {posts.isError && <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />}
      {posts.isSuccess && list.length === 0 && (
        <EmptyState title={t('posts.emptyTitle')} text={t('posts.emptyText')} />
      )}
      {list.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1 }}>
          {list.map((p) => {
            const label = t('posts.item', {
              shape: p.frameShape,
              media: p.mediaType,
              width: String(p.width),
              height: String(p.height),
            });
            return (
              <Box
                key={p.imageId}
                sx={{
                  position: 'relative',
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'grey.200',
                  aspectRatio: '1',
                }}
              >
                {p.previewUrl && (
                  <Box
                    component="img"
                    src={p.previewUrl}
                    alt={label}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                )}
                {p.mediaType === 'VIDEO' && (
                  <PlayCircleOutline
                    aria-hidden
                    sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'common.white', fontSize: 36 }}
                  />
                )}
                <Chip
                  size="small"
                  label={t('posts.shape', { shape: p.frameShape })}
                  sx={{ position: 'absolute', left: 4, bottom: 4, bgcolor: 'background.paper' }}
                />
                <Checkbox
                  checked={selected.has(p.imageId)}
                  onChange={() => toggle(p.imageId)}
                  slotProps={{ input: { 'aria-label': t('posts.select', { item: label }) } }}
                  sx={{
                    position: 'absolute',
                    right: 0,
                    top: 0,
                    bgcolor: 'background.paper',
                    borderRadius: 0,
                    p: 0.25,
                  }}
                />
              </Box>
            );
          })}
        </Box>
      )}
      {posts.hasNextPage && (
        <Button sx={{ mt: 1 }} onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
          {posts.isFetchingNextPage ? t('posts.loadingMore') : t('posts.showMore')}
        </Button>
      )}
      {uploading && (
        <UploadPostsDialog
          subcategory={subcategory}
          scope={scope}
          videosOn={videosOn}
          onClose={() => setUploading(false)}
        />
      )}
    </Box>
  );
}
