import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { markAppReady } from '@/lib/app-ready';
import { isChunkLoadError } from '@/lib/lazy-page';

/** The router's error screen: a chunk that failed to load offers a reload; anything else says what broke. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(markAppReady, []);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  const title = notFound
    ? t('routeError.notFoundTitle')
    : chunk
      ? t('routeError.chunkTitle')
      : t('routeError.title');
  const text = notFound
    ? t('routeError.notFoundText')
    : chunk
      ? t('routeError.chunkText')
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
          {t('routeError.goToLogin')}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      )}
    </Stack>
  );
}
