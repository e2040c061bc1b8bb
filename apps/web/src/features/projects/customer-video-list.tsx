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
import {
  RENDER_STATUS_LABELS,
  useDeleteUserVideo,
  useOpenVideoPurchase,
  userVideosQuery,
} from '@/lib/promo-videos';

/** My Projects → promotional videos: the current business's videos with their state, newest first. */
export function CustomerVideoList({ businessId }: { businessId: string }) {
  const videos = useQuery(userVideosQuery({ businessId, limit: 50 }));
  const remove = useDeleteUserVideo();
  const buy = useOpenVideoPurchase();
  const makePath = `/customer/video-templates?businessId=${businessId}`;
  if (videos.isPending) return <LoadingState label="Loading videos" />;
  if (videos.isError) return <ErrorState error={videos.error} onRetry={() => void videos.refetch()} />;
  if (videos.data.list.length === 0)
    return (
      <EmptyState
        title="No promotional videos yet"
        text="Make a short video with your name, offer and phone number for WhatsApp status or reels."
        action={
          <Button variant="contained" component={RouterLink} to={makePath}>
            Make a video
          </Button>
        }
      />
    );
  const onDelete = async (v: UserVideo) => {
    if (
      !(await dialogs.confirm({
        title: 'Delete video',
        message: `Delete video ${v.videoNo} (${v.templateName})?`,
        confirmLabel: 'Delete',
      }))
    )
      return;
    try {
      await remove.mutateAsync(v.videoNo);
    } catch (error) {
      await dialogs.alert({ title: 'Error', message: errorMessage(error) });
    }
  };
  return (
    <Stack spacing={2}>
      <Button sx={{ alignSelf: 'flex-start' }} variant="contained" component={RouterLink} to={makePath}>
        Make a video
      </Button>
      <Grid container spacing={2}>
        {videos.data.list.map((v) => (
          <Grid key={v.videoNo} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Video ${v.videoNo}`}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                    {v.templateName} · {v.videoNo}
                  </Typography>
                  <Chip
                    size="small"
                    label={RENDER_STATUS_LABELS[v.renderStatus]}
                    color={
                      v.renderStatus === 'ready'
                        ? 'success'
                        : v.renderStatus === 'failed'
                          ? 'error'
                          : 'default'
                    }
                  />
                  <IconButton aria-label={`Delete video ${v.videoNo}`} onClick={() => void onDelete(v)}>
                    <DeleteOutline />
                  </IconButton>
                </Stack>
                <VideoResult video={v} />
                {v.renderStatus === 'payment_required' && (
                  <Button variant="contained" onClick={() => buy(v.videoNo)}>
                    Buy this video
                  </Button>
                )}
                {(v.renderStatus === 'payment_required' || v.renderStatus === 'failed') && (
                  <Button
                    component={RouterLink}
                    to={`/customer/video-templates?businessId=${businessId}&videoNo=${v.videoNo}`}
                  >
                    Open
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
