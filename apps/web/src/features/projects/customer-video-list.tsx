import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { UserVideo } from '@panel/shared/schemas/video.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { VideoResult } from '@/components/promo-video/video-result';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { useDeleteUserVideo, useOpenVideoPurchase, userVideosQuery } from '@/lib/promo-videos';
import { useTranslation } from 'react-i18next';

/** My Projects → promotional videos: the current business's videos with their state, newest first. */
export function CustomerVideoList({ businessId }: { businessId: string }) {
  const { t } = useTranslation('projects');
  const videos = useQuery(userVideosQuery({ businessId, limit: 50 }));
  const remove = useDeleteUserVideo();
  const buy = useOpenVideoPurchase();
  const makePath = `/customer/video-templates?businessId=${businessId}`;
  if (videos.isPending) return <LoadingState label={t('videos.loading')} />;
  if (videos.isError) return <ErrorState error={videos.error} onRetry={() => void videos.refetch()} />;
  if (videos.data.list.length === 0)
    return (
      <EmptyState
        title={t('videos.emptyTitle')}
        text={t('videos.customerEmptyText')}
        action={
          <Button variant="contained" component={RouterLink} to={makePath}>
            {t('videos.make')}
          </Button>
        }
      />
    );
  const onDelete = async (v: UserVideo) => {
    if (
      !(await dialogs.confirm({
        title: t('videos.deleteTitle'),
        message: t('videos.customerDeleteMessage', { videoNo: String(v.videoNo), template: v.templateName }),
        confirmLabel: t('action.delete'),
      }))
    )
      return;
    try {
      await remove.mutateAsync(v.videoNo);
    } catch (error) {
      await dialogs.alert({ title: t('error'), message: errorMessage(error) });
    }
  };
  return (
    <Stack spacing={2}>
      <Button sx={{ alignSelf: 'flex-start' }} variant="contained" component={RouterLink} to={makePath}>
        {t('videos.make')}
      </Button>
      <Grid container spacing={2}>
        {videos.data.list.map((v) => (
          <Grid key={v.videoNo} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              aria-label={t('videos.videoAria', { videoNo: String(v.videoNo) })}
            >
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                    {v.templateName} · {v.videoNo}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`renderStatus.${v.renderStatus}`)}
                    color={
                      v.renderStatus === 'ready'
                        ? 'success'
                        : v.renderStatus === 'failed'
                          ? 'error'
                          : 'default'
                    }
                  />
                  <IconButton
                    aria-label={t('videos.deleteAria', { videoNo: String(v.videoNo) })}
                    onClick={() => void onDelete(v)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
                <VideoResult video={v} />
                {v.renderStatus === 'payment_required' && (
                  <Button variant="contained" onClick={() => buy(v.videoNo)}>
                    {t('videos.buy')}
                  </Button>
                )}
                {(v.renderStatus === 'payment_required' || v.renderStatus === 'failed') && (
                  <Button
                    component={RouterLink}
                    to={`/customer/video-templates?businessId=${businessId}&videoNo=${v.videoNo}`}
                  >
                    {t('action.open')}
                  </Button>
                )}
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
