import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CardPreviewBody } from '@panel/shared/schemas/card.ts';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCardPreview } from './api/card-preview';
import { useTranslation } from 'react-i18next';

/**
 * The live preview: a phone-sized frame showing the server's render of the stored card with the
 * unsaved, valid section drafts laid over it. The HTML runs sandboxed (no scripts, no same-origin).
 */
export function CardPreviewFrame({ body, title }: { body: CardPreviewBody; title: string }) {
  const { t } = useTranslation('cards');
  const debounced = useDebouncedValue(body, 600);
  const preview = useCardPreview(debounced);
  return (
    <Box
      sx={{
        width: 360,
        maxWidth: '100%',
        mx: 'auto',
        borderRadius: '36px',
        border: '10px solid #111827',
        bgcolor: '#111827',
        boxShadow: 6,
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      {preview.isFetching && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          aria-label={t('preview.updating')}
        />
      )}
      {preview.isError && !preview.data ? (
        <Box sx={{ height: 640, bgcolor: 'background.paper', p: 3, display: 'flex', alignItems: 'center' }}>
          <Typography color="error" role="alert">
            {errorMessage(preview.error)}
          </Typography>
        </Box>
      ) : (
        <Box
          component="iframe"
          // A new frame per render: changing srcdoc in place adds an entry to the tab's history, so the
          // back button would step through old previews instead of leaving the editor.
          key={preview.dataUpdatedAt}
          title={title}
          sandbox=""
          srcDoc={
            preview.data ??
            `<!doctype html><p style="font-family:sans-serif;padding:24px;color:#666">${t('preview.loading')}</p>`
          }
          sx={{
            display: 'block',
            width: '100%',
            height: 640,
            border: 0,
            bgcolor: '#fff',
            borderRadius: '26px',
          }}
        />
      )}
    </Box>
  );
}
