import Movie from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIP_MAX_BYTES, type UploadedClip } from '@panel/shared/schemas/video.ts';
import { UploadPicker } from '@/components/upload-picker';
import { api, errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';

/** POST /api/v1/video/template/background-clip. */
async function uploadBackgroundClip(file: File): Promise<UploadedClip> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedClip>('/api/v1/video/template/background-clip', form);
}

/**
 * A scene's background clip: uploaded at once (the server checks it with ffprobe; a file over the
 * cap is refused before it is sent), then shown as its first frame, with its length, so the editor
 * can draw the slots over it.
 */
export function ClipUploadField({
  value,
  posterUrl,
  onChange,
}: {
  value: string;
  posterUrl: string | undefined;
  onChange: (clip: UploadedClip) => void;
}) {
  const { t } = useTranslation('video-templates-admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [length, setLength] = useState<number | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // The same sentence as the server's CLIP_TEXTS.tooLarge, in the panel's language.
    if (file.size > CLIP_MAX_BYTES) {
      setError(t('clip.tooLarge', { mb: formatNumber(CLIP_MAX_BYTES / 1024 / 1024) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const clip = await uploadBackgroundClip(file);
      setLength(clip.durationSeconds);
      onChange(clip);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('clip.label')}
      </Typography>
      <UploadPicker
        inputLabel={t('clip.label')}
        accept="video/mp4,video/quicktime,video/webm"
        hasValue={Boolean(value)}
        busy={busy}
        busyLabel={t('clip.uploading')}
        picture={value && posterUrl ? { src: posterUrl, alt: t('clip.firstFrame') } : null}
        icon={<Movie color="disabled" aria-hidden />}
        invalid={Boolean(error)}
        size={56}
        onFile={(file) => void onFile(file)}
      />
      <FormHelperText error={Boolean(error)}>
        {error ?? (length !== null ? t('clip.length', { seconds: formatNumber(length) }) : t('clip.help'))}
      </FormHelperText>
    </Box>
  );
}
