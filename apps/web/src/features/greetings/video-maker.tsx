import Download from '@mui/icons-material/Download';
import Movie from '@mui/icons-material/MovieOutlined';
import Share from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { greetingVideoJobQuery } from './api/get-greeting-video-job';
import { useStartGreetingVideo } from './api/start-greeting-video';
import { outputRatio, type ResultProps } from './editor-form';
import { RenderProblem } from './limit-message';
import { addRecentDownload } from './recent-downloads';
import { downloadFile, fetchFile, greetingFileName, shareOrDownload } from '@/lib/save-or-share';
import { useTranslation } from 'react-i18next';

/**
 * A video post: "Make video" queues the branded video on the server, progress shows while ffmpeg
 * works, and the finished MP4 plays here and can be downloaded or shared. Changing the frame after
 * that offers to make it again.
 */
export function VideoMaker({ post, body, businessName, onUpgrade, validate }: ResultProps) {
  const { t } = useTranslation('greetings');
  const queryClient = useQueryClient();
  const start = useStartGreetingVideo();
  const [made, setMade] = useState<{ jobId: string; key: string } | null>(null);
  const job = useQuery({ ...greetingVideoJobQuery(made?.jobId ?? ''), enabled: made !== null });
  const [problem, setProblem] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const stale = made !== null && body !== null && made.key !== JSON.stringify(body);

  const make = async () => {
    setProblem(null);
    setDone(null);
    if (!body) {
      await validate();
      return;
    }
    try {
      const j = await start.mutateAsync(body);
      setMade({ jobId: j.jobId, key: JSON.stringify(body) });
    } catch (error) {
      setProblem(error);
    }
  };

  const deliver = async (how: 'download' | 'share') => {
    const url = job.data?.url;
    if (!url || !body) return;
    setBusy(true);
    setProblem(null);
    try {
      const file = await fetchFile(url, greetingFileName(businessName, post.imageSubcategoryName, 'mp4'));
      const outcome =
        how === 'download'
          ? (downloadFile(file), 'downloaded')
          : await shareOrDownload(file, post.imageSubcategoryName);
      if (outcome !== 'cancelled') {
        addRecentDownload(body.businessId, post.imageId);
        setDone(outcome === 'shared' ? t('editor.shared') : t('editor.downloaded'));
      }
      await queryClient.invalidateQueries({ queryKey: ['greetings', 'entitlements', body.businessId] });
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };

  const status = job.data?.status;
  const working = start.isPending || status === 'queued' || status === 'active';
  const ready = status === 'completed' && job.data?.url && !stale;
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          width: '100%',
          maxWidth: post.frameShape === 'STORY' ? 320 : 480,
          mx: 'auto',
          aspectRatio: ready ? undefined : outputRatio(post),
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {ready ? (
          <Box
            component="video"
            src={job.data?.url ?? undefined}
            controls
            playsInline
            aria-label={t('video.brandedAria')}
            sx={{ width: '100%', display: 'block' }}
          />
        ) : (
          <Box
            component="img"
            src={post.previewUrl ?? undefined}
            alt={t('video.previewAlt')}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block', opacity: 0.6 }}
          />
        )}
      </Box>
      {working && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {status === 'active'
              ? t('video.making', { progress: job.data?.progress ?? 0 })
              : t('video.queued')}
          </Typography>
          <LinearProgress
            variant={status === 'active' ? 'determinate' : 'indeterminate'}
            value={job.data?.progress ?? 0}
            aria-label={t('video.progress')}
          />
        </Box>
      )}
      {status === 'failed' && !stale && (
        <Alert severity="error">{job.data?.error ?? t('video.failed')}</Alert>
      )}
      {job.isError && <Alert severity="error">{t('video.progressError')}</Alert>}
      {problem ? <RenderProblem error={problem} onUpgrade={onUpgrade} /> : null}
      {done && <Alert severity="success">{done}</Alert>}
      {ready ? (
        <Stack direction="row" spacing={1}>
          <Button
            fullWidth
            variant="contained"
            startIcon={<Download />}
            disabled={busy}
            onClick={() => void deliver('download')}
          >
            {t('video.download')}
          </Button>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<Share />}
            disabled={busy}
            onClick={() => void deliver('share')}
          >
            {t('editor.share')}
          </Button>
        </Stack>
      ) : (
        <Button variant="contained" startIcon={<Movie />} disabled={working} onClick={() => void make()}>
          {stale || status === 'failed' ? t('video.makeAgain') : t('video.make')}
        </Button>
      )}
      {stale && (
        <Typography variant="body2" color="text.secondary">
          {t('video.stale')}
        </Typography>
      )}
    </Stack>
  );
}
