import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { markAppReady } from '@/lib/app-ready';
import { isChunkLoadError } from '@/lib/lazy-page';

/** The router's error screen: a chunk that failed to load offers a reload; anything else says what broke. */
export function RouteError() {
  const error = useRouteError();
  useEffect(markAppReady, []);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  const title = notFound
    ? 'Page not found'
    : chunk
      ? 'This page could not be loaded'
      : 'Something went wrong';
  const text = notFound
    ? 'The address does not match any page of the panel.'
    : chunk
      ? 'A part of the panel failed to download, perhaps because the network dropped or the panel was updated. Reload to try again.'
      : errorMessage(error);
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 3 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {text}
      </Typography>
      {notFound ? (
        <Button component={Link} to="/login" variant="contained">
          Go to login
        </Button>
      ) : (
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
    </Stack>
  );
}
