import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { feedbackBodySchema } from '@panel/shared/schemas/feedback.ts';
import { FormDialog } from '@/components/form-dialog';
import { ImageUploadField } from '@/components/image-upload-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/forms';
import { useSendFeedback } from './api/send-feedback';

/** A customer tells the agency what they think: stars, words, a screenshot if it helps. */
export function FeedbackDialog({ onClose }: { onClose: (message?: string) => void }) {
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
      title="Send feedback"
      error={formError}
      submitting={send.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      onClose={() => onClose()}
      maxWidth="sm"
      submitLabel="Send"
    >
      <Stack spacing={0.5}>
        <Typography component="legend" id="feedback-rating">
          How do you like the panel?
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
        label="Your feedback"
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!!errors.text}
        helperText={errors.text ?? 'What works well, what is missing, what went wrong.'}
      />
      <ImageUploadField
        label="Screenshot (optional)"
        value={screenshot}
        onChange={(fileName) => setScreenshot(fileName ?? null)}
        hierarchy1="feedback"
        hierarchy2="image"
        error={errors.screenshot}
      />
    </FormDialog>
  );
}
