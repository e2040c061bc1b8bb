import Movie from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CLIP_MAX_BYTES, CLIP_TEXTS, type UploadedClip } from '@panel/shared/schemas/video.ts';
import { UploadPicker } from '@/components/upload-picker';
import { api, ApiError, errorMessage } from '@/lib/api-client';

/** POST /api/v1/video/template/background-clip; a file over the cap is refused before it is sent. */
async function uploadBackgroundClip(file: File): Promise<UploadedClip> {
  if (file.size > CLIP_MAX_BYTES)
    throw new ApiError(413, { code: 'TOO_LARGE', message: CLIP_TEXTS.tooLarge });
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedClip>('/api/v1/video/template/background-clip', form);
}

/**
 * A scene's background clip: uploaded at once (the server checks it with ffprobe), then shown as
 * its first frame, with its length, so the editor can draw the slots over it.
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [length, setLength] = useState<number | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
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
        Background clip
      </Typography>
      <UploadPicker
        inputLabel="Background clip"
        accept="video/mp4,video/quicktime,video/webm"
        hasValue={Boolean(value)}
        busy={busy}
        busyLabel="Uploading the background clip"
        picture={value && posterUrl ? { src: posterUrl, alt: 'First frame of the background clip' } : null}
        icon={<Movie color="disabled" aria-hidden />}
        invalid={Boolean(error)}
        size={56}
        onFile={(file) => void onFile(file)}
      />
      <FormHelperText error={Boolean(error)}>
        {error ??
          (length !== null
            ? `${length} s clip: looped or cut to the scene's length.`
            : 'MP4, MOV or WebM; looped or cut to the scene, filling the frame.')}
      </FormHelperText>
    </Box>
  );
}
