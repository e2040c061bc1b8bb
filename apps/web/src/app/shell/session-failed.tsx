import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouteLoading } from '@/components/route-loading';
import { ApiError, errorMessage } from '@/lib/api-client';
import { signInPath, type SessionKind } from '@/lib/session';

/**
 * The area could not load who is signed in. No session (a visit while logged out) is no error: go to
 * the area's login page, which returns here after signing in. A global authentication failure is
 * already being handled (message, then logout), so keep the loading screen; anything else can be retried.
 */
export function SessionFailed({
  kind,
  error,
  onRetry,
}: {
  kind: SessionKind;
  error: Error;
  onRetry: () => void;
}) {
  const location = useLocation();
  const { t } = useTranslation();
  if (error instanceof ApiError && error.handledGlobally) return <RouteLoading />;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403))
    return (
      <Navigate replace to={signInPath(kind, `${location.pathname}${location.search}${location.hash}`)} />
    );
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 3 }}>
      <Typography variant="h6" component="h1">
        {t('session.failed')}
      </Typography>
      <Typography color="text.secondary">{errorMessage(error)}</Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('action.tryAgain')}
      </Button>
    </Stack>
  );
}
