import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackBodySchema } from '@panel/shared/schemas/feedback.ts';
import { FormDialog } from '@/components/form-dialog';
import { ImageUploadField } from '@/components/image-upload-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/forms';
import { useSendFeedback } from './api/send-feedback';

/** A customer tells the agency what they think: stars, words, a screenshot if it helps. */
export function FeedbackDialog({ onClose }: { onClose: (message?: string) => void }) {
  const { t } = useTranslation('account');
  const send = useSendFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async () => {
    const body = { rating: rating ?? 0, text, screenshot, pageUrl: window.location.pathname };
    const parsed = feedbackBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      onClose((await send.mutateAsync(body)).message);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFormError(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={t('feedback.send')}
      error={formError}
      submitting={send.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      onClose={() => onClose()}
      maxWidth="sm"
      submitLabel={t('feedback.submit')}
    >
      <Stack spacing={0.5}>
        <Typography component="legend" id="feedback-rating">
          {t('feedback.rating')}
        </Typography>
        <Rating
          name="rating"
          value={rating}
          size="large"
          aria-labelledby="feedback-rating"
          onChange={(_, v) => setRating(v)}
        />
        {errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
      </Stack>
      <TextField
        label={t('feedback.yours')}
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!!errors.text}
        helperText={errors.text ?? t('feedback.hint')}
      />
      <ImageUploadField
        label={t('feedback.screenshot')}
        value={screenshot}
        onChange={(fileName) => setScreenshot(fileName ?? null)}
        hierarchy1="feedback"
        hierarchy2="image"
        error={errors.screenshot}
      />
    </FormDialog>
  );
}
