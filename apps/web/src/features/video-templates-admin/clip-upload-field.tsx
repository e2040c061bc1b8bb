import Movie from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CLIP_MAX_BYTES, CLIP_TEXTS, type UploadedClip } from '@panel/shared/schemas/video.ts';
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
  const inputId = useId();
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
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 2,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {busy ? (
            <CircularProgress size={24} aria-label="Uploading the background clip" />
          ) : value && posterUrl ? (
            <Box
              component="img"
              src={posterUrl}
              alt="First frame of the background clip"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Movie color="disabled" aria-hidden />
          )}
        </Box>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
          {value ? 'Change' : 'Upload'}
          <input
            id={inputId}
            hidden
            type="file"
            accept="video/mp4,video/quicktime,video/webm"
            aria-label="Background clip"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      </Stack>
      <FormHelperText error={Boolean(error)}>
        {error ??
          (length !== null
            ? `${length} s clip: looped or cut to the scene's length.`
            : 'MP4, MOV or WebM; looped or cut to the scene, filling the frame.')}
      </FormHelperText>
    </Box>
  );
}
