import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { imageRequestBodySchema } from '@panel/shared/schemas/image-post.ts';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useRequestImages } from './api/request-images';
import { useTranslation } from 'react-i18next';

type Input = z.input<typeof imageRequestBodySchema>;
type Output = z.output<typeof imageRequestBodySchema>;

/** "Request a post": tells the agency which greeting the customer could not find. */
export function RequestPostDialog({
  businessId,
  imageSubcategoryId,
  onClose,
}: {
  businessId: string;
  /** The festival the customer was looking at, if any. */
  imageSubcategoryId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('greetings');
  const request = useRequestImages();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(imageRequestBodySchema),
    defaultValues: { businessId, imageSubcategoryId, description: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await request.mutateAsync(body);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['description']));
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-post-title">
      <DialogTitle id="request-post-title">{t('request.title')}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success">{t('request.thanks')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('request.intro')}</DialogContentText>
            {formError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {formError}
              </Alert>
            )}
            <TextField
              {...muiField(register('description'), formState.errors.description)}
              label={t('request.label')}
              multiline
              minRows={3}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {t('request.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
