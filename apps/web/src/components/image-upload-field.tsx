import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hierarchy1, Hierarchy2 } from '@panel/shared/schemas/document.ts';
import { errorMessage } from '@/lib/api-client';
import { uploadDoc } from '@/lib/upload';
import { UploadPicker } from './upload-picker';

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
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
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
      <UploadPicker
        inputLabel={label}
        accept="image/*"
        hasValue={Boolean(value)}
        busy={busy}
        busyLabel={t('upload.uploading', { label })}
        picture={shown ? { src: shown, alt: label } : null}
        icon={<CloudUpload color="disabled" aria-hidden />}
        invalid={Boolean(message)}
        size={size}
        onFile={(file) => void onFile(file)}
      >
        {value && !busy && (
          <IconButton aria-label={t('upload.remove', { label })} onClick={() => onChange(undefined)}>
            <DeleteOutline />
          </IconButton>
        )}
      </UploadPicker>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
