import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouteLoading } from '@/components/route-loading';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * The area could not load who is signed in. An authentication failure is already being handled
 * (message, then logout), so keep the loading screen; anything else can be retried.
 */
export function SessionFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.handledGlobally) return <RouteLoading />;
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 3 }}>
      <Typography variant="h6" component="h1">
        The panel could not load your account
      </Typography>
      <Typography color="text.secondary">{errorMessage(error)}</Typography>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
