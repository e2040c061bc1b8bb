import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';

import { useTranslation } from 'react-i18next';
/**
 * An add/edit dialog around one form: title, the form-level error from the server, the fields,
 * Cancel and Save. Field validation stays with the form that owns the fields.
 */
export function FormDialog({
  title,
  error,
  submitting,
  onSubmit,
  onClose,
  maxWidth = 'xs',
  submitLabel,
  children,
}: {
  title: ReactNode;
  error: string | null;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  submitLabel?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel ?? t('action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
