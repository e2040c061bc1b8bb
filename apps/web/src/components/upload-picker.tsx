import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

import { useTranslation } from 'react-i18next';
/**
 * The thumbnail and "Upload" / "Change" button of a file field (images, background clips): a spinner
 * while uploading, the stored file's picture when there is one, else the field's icon. `children`
 * follow the button (a remove button, say).
 */
export function UploadPicker({
  inputLabel,
  accept,
  hasValue,
  busy,
  busyLabel,
  picture,
  icon,
  invalid,
  size = 96,
  onFile,
  children,
}: {
  inputLabel: string;
  accept: string;
  hasValue: boolean;
  busy: boolean;
  busyLabel: string;
  /** What the thumbnail shows once a file is stored. */
  picture: { src: string; alt: string } | null;
  icon: ReactNode;
  invalid: boolean;
  size?: number;
  onFile: (file: File | undefined) => void;
  children?: ReactNode;
}) {
  const inputId = useId();
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: size,
          height: size,
          borderRadius: 2,
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {busy ? (
          <CircularProgress size={24} aria-label={busyLabel} />
        ) : picture ? (
          <Box
            component="img"
            src={picture.src}
            alt={picture.alt}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          icon
        )}
      </Box>
      <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
        {hasValue ? t('upload.change') : t('upload.upload')}
        <input
          id={inputId}
          hidden
          type="file"
          accept={accept}
          aria-label={inputLabel}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      {children}
    </Stack>
  );
}
