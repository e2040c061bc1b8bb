import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Hierarchy1, Hierarchy2 } from '@panel/shared/schemas/document.ts';
import { errorMessage } from '@/lib/api-client';
import { uploadDoc } from '@/lib/upload';

/**
 * An image slot of a form: uploads through uploadDoc at once and hands the form the fileName the
 * server made (the form stores that reference, never a URL). `previewUrl` shows what is stored.
 */
export function ImageUploadField({
  label,
  value,
  previewUrl,
  onChange,
  hierarchy1,
  hierarchy2,
  error,
  size = 96,
}: {
  label: string;
  value: string | undefined | null;
  previewUrl?: string | null;
  onChange: (fileName: string | undefined, url?: string) => void;
  hierarchy1: Hierarchy1;
  hierarchy2: Hierarchy2;
  error?: string;
  size?: number;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const shown = value ? (localUrl ?? previewUrl) : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      const doc = await uploadDoc(file, hierarchy1, hierarchy2);
      setLocalUrl(doc.variants[0]?.url ?? doc.url);
      onChange(doc.fileName, doc.url);
    } catch (e) {
      setUploadError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: size,
            height: size,
            borderRadius: 2,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {busy ? (
            <CircularProgress size={24} aria-label={`Uploading ${label}`} />
          ) : shown ? (
            <Box
              component="img"
              src={shown}
              alt={label}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <CloudUpload color="disabled" aria-hidden />
          )}
        </Box>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
          {value ? 'Change' : 'Upload'}
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/*"
            aria-label={label}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {value && !busy && (
          <IconButton aria-label={`Remove ${label}`} onClick={() => onChange(undefined)}>
            <DeleteOutline />
          </IconButton>
        )}
      </Stack>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
