import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';

/** In-page loading state (the route-loading overlay is for whole routes). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={label ?? t('state.loading')}
      sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
    >
      <CircularProgress />
    </Box>
  );
}

/** Asking again cannot help with a request refused as it is (4xx), except a timeout or a rate limit. */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/** A failed load, with the server's message and a retry; a missing thing offers the way back instead. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ mt: 1 }}>{errorMessage(error)}</Typography>
      {onRetry && isRetryable(error) && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onRetry}>
          {t('action.tryAgain')}
        </Button>
      )}
      {missing && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={() => void navigate(-1)}>
          {t('action.goBack')}
        </Button>
      )}
    </Box>
  );
}

/** Nothing to show yet, and (usually) the one action that fixes that. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 440, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
