import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhatsNewFeature } from './features';

/** Progress of the walk-through (spec section 4): index over feature count, in percent. */
export const whatsNewProgress = (index: number, count: number) => (count === 0 ? 0 : (index / count) * 100);

/**
 * The What's New dialog (spec sections 2 and 4): a centred dialog on wide screens, a bottom drawer
 * on extra-small ones; one feature at a time. With more than one feature it adds Skip All, previous
 * and next arrows (next on the last closes), a progress bar and pagination dots. The host keys it by
 * open state, so every opening starts at the first feature with progress 0.
 */
export function WhatsNewDialog({
  open,
  features,
  onClose,
  onSkipAll,
  onAction,
}: {
  open: boolean;
  features: readonly WhatsNewFeature[];
  onClose: () => void;
  onSkipAll: () => void;
  onAction: (feature: WhatsNewFeature) => void;
}) {
  const theme = useTheme();
  const isXs = useMediaQuery(theme.breakpoints.down('sm'));
  const { t } = useTranslation('whats-new');
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const feature = features[Math.min(index, features.length - 1)];
  if (!feature) return null;
  const many = features.length > 1;
  const isLast = index >= features.length - 1;
  const next = () => (isLast ? onClose() : setIndex(index + 1));

  const body = (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {many && (
          <Button size="small" onClick={onSkipAll}>
            {t('skipAll')}
          </Button>
        )}
        <IconButton aria-label={t('close')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Stack>
      {many && (
        <LinearProgress
          variant="determinate"
          value={whatsNewProgress(index, features.length)}
          aria-label={t('progress')}
        />
      )}
      <Box
        component="img"
        src={feature.image}
        alt={t(`feature.${feature.id}.imageAlt`, { defaultValue: feature.imageAlt })}
        sx={{
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          bgcolor: 'action.hover',
          display: 'block',
        }}
      />
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }} aria-live="polite">
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {t(`feature.${feature.id}.title`, { defaultValue: feature.title })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`feature.${feature.id}.subtitle`, { defaultValue: feature.subtitle })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pb: 2, pt: 1 }}>
        {many && (
          <IconButton aria-label={t('previous')} onClick={() => setIndex(index - 1)} disabled={index === 0}>
            <ChevronLeft />
          </IconButton>
        )}
        {many && (
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ flex: 1, justifyContent: 'center' }}
            role="tablist"
            aria-label={t('features')}
          >
            {features.map((f, i) => (
              <Box
                key={f.id}
                component="button"
                type="button"
                role="tab"
                aria-selected={i === index}
                aria-label={t('featureOf', { n: String(i + 1), total: String(features.length) })}
                onClick={() => setIndex(i)}
                sx={{
                  width: i === index ? 20 : 8,
                  height: 8,
                  p: 0,
                  border: 0,
                  borderRadius: 4,
                  cursor: 'pointer',
                  bgcolor: i === index ? 'primary.main' : 'action.disabled',
                  transition: 'width .2s',
                }}
              />
            ))}
          </Stack>
        )}
        {!many && <Box sx={{ flex: 1 }} />}
        {feature.action && (
          <Button variant="contained" onClick={() => onAction(feature)}>
            {t(`feature.${feature.id}.action`, { defaultValue: feature.action.label })}
          </Button>
        )}
        {many && (
          <IconButton aria-label={t('next')} onClick={next}>
            <ChevronRight />
          </IconButton>
        )}
      </Stack>
    </Box>
  );

  return isXs ? (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '90dvh' },
        },
      }}
    >
      {body}
    </Drawer>
  ) : (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {body}
    </Dialog>
  );
}
