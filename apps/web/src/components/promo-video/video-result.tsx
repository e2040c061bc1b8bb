import Download from '@mui/icons-material/Download';
import Share from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserVideo } from '@panel/shared/schemas/video.ts';
import { errorMessage } from '@/lib/api-client';
import { renderStatusText } from '@/lib/promo-videos';
import { downloadFile, fetchFile, greetingFileName, shareOrDownload } from '@/lib/save-or-share';

/**
 * One promotional video as the customer follows it: a progress bar (queued → rendering N% → ready)
 * read from the server, so it survives a reload; then the player, Download and Share (the Web Share
 * API with the MP4 where the browser can share files, a download elsewhere).
 */
export function VideoProgress({ video }: { video: Pick<UserVideo, 'renderStatus' | 'progress'> }) {
  const label = renderStatusText(video);
  const determinate = video.renderStatus === 'rendering';
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }} aria-live="polite">
        {label}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={determinate ? 'determinate' : 'indeterminate'}
        value={determinate ? video.progress : undefined}
      />
    </Box>
  );
}

export function VideoResult({ video }: { video: UserVideo }) {
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [working, setWorking] = useState(false);
  const { t } = useTranslation();
  const fileName = greetingFileName(video.businessName, video.templateName, 'mp4');
  const take = async (how: 'download' | 'share') => {
    if (!video.url) return;
    setWorking(true);
    setMessage(null);
    try {
      const file = await fetchFile(video.url, fileName);
      if (how === 'download') downloadFile(file);
      else {
        const result = await shareOrDownload(file, video.templateName);
        if (result === 'downloaded')
          setMessage({
            kind: 'success',
            text: t('video.downloadedInstead'),
          });
      }
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setWorking(false);
    }
  };

  if (video.renderStatus === 'queued' || video.renderStatus === 'rendering')
    return <VideoProgress video={video} />;
  if (video.renderStatus !== 'ready' || !video.url)
    return video.error ? (
      <Alert severity={video.renderStatus === 'failed' ? 'error' : 'info'}>{video.error}</Alert>
    ) : null;
  const wide = video.width > video.height;
  return (
    <Stack spacing={1.5}>
      <Box
        component="video"
        controls
        playsInline
        preload="metadata"
        src={video.url}
        poster={video.posterUrl ?? undefined}
        aria-label={t('video.label', { number: String(video.videoNo) })}
        sx={{
          width: '100%',
          maxWidth: wide ? 640 : 320,
          aspectRatio: wide ? '16 / 9' : '9 / 16',
          bgcolor: 'common.black',
          borderRadius: 1,
        }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={<Share />}
          disabled={working}
          onClick={() => void take('share')}
        >
          {t('action.share')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Download />}
          disabled={working}
          onClick={() => void take('download')}
        >
          {t('action.download')}
        </Button>
      </Stack>
      {message && <Alert severity={message.kind}>{message.text}</Alert>}
    </Stack>
  );
}
