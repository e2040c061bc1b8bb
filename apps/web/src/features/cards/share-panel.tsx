import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Publish from '@mui/icons-material/Publish';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Card } from '@panel/shared/schemas/card.ts';
import { errorMessage } from '@/lib/api-client';
import { confirmUnpublish } from '@/lib/card-visibility';
import { useUpdateCardSection } from './api/update-card-section';
import { useTranslation } from 'react-i18next';

/** Publish the card and share it: copy link, WhatsApp, QR code as PNG or SVG, open the page. */
export function SharePanel({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const publish = useUpdateCardSection('settings', card.cardNo);
  const [message, setMessage] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const published = card.settings.published;
  const url = card.publicUrl;
  const shareText = `${card.basicDetails?.companyName ?? card.businessName}: ${url}`;

  const setPublished = async (value: boolean) => {
    if (!value && !(await confirmUnpublish(url))) return;
    setMessage(null);
    try {
      await publish.mutateAsync({ ...card.settings, published: value });
      setMessage({
        kind: 'success',
        text: value ? t('share.publishedMessage') : t('share.unpublishedMessage'),
      });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ kind: 'success', text: t('share.linkCopied') });
    } catch {
      setMessage({ kind: 'info', text: t('share.copyThisLink', { url }) });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {published ? t('share.published') : t('share.notPublished')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {url}
          </Typography>
        </Box>
        {published ? (
          <Button variant="outlined" onClick={() => void setPublished(false)} disabled={publish.isPending}>
            {t('share.unpublish')}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<Publish />}
            onClick={() => void setPublished(true)}
            disabled={publish.isPending || !card.basicDetails}
          >
            {t('share.publish')}
          </Button>
        )}
      </Stack>
      {message && (
        <Alert severity={message.kind} sx={{ mt: 1.5 }} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('share.copyLink')}
        </Button>
        <Button
          size="small"
          startIcon={<WhatsApp />}
          href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.whatsapp')}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          href={`${url}/qr.png`}
          download={`${card.cardId}-qr.png`}
        >
          {t('share.qrPng')}
        </Button>
        <Button
          size="small"
          startIcon={<Download />}
          href={`${url}/qr.svg`}
          download={`${card.cardId}-qr.svg`}
        >
          {t('share.qrSvg')}
        </Button>
        {published && (
          <Button size="small" startIcon={<OpenInNew />} href={url} target="_blank" rel="noopener noreferrer">
            {t('share.openCard')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
