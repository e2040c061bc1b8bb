import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { VIDEO_CATEGORIES, type VideoCategory, type VideoTemplate } from '@panel/shared/schemas/video.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { videoTemplatesQuery } from '@/lib/promo-videos';
import { useTranslation } from 'react-i18next';

/**
 * The customer's template library: by category, most popular first. Each tile shows the poster and
 * plays the short silent preview while hovered (desktop) or after a first tap (phones).
 */
export function TemplatePicker({ onPick }: { onPick: (t: VideoTemplate) => void }) {
  const { t } = useTranslation('promo-videos');
  const [category, setCategory] = useState<VideoCategory | null>(null);
  const templates = useQuery(videoTemplatesQuery({ category: category ?? undefined, limit: 60 }));
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('picker.category')}
      >
        <Chip
          label={t('picker.all')}
          color={category === null ? 'primary' : 'default'}
          onClick={() => setCategory(null)}
        />
        {VIDEO_CATEGORIES.map((c) => (
          <Chip
            key={c}
            label={t(`category.${c}`)}
            color={category === c ? 'primary' : 'default'}
            onClick={() => setCategory(c)}
          />
        ))}
      </Stack>
      {templates.isPending ? (
        <LoadingState label={t('picker.loading')} />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.list.length === 0 ? (
        <EmptyState title={t('picker.emptyTitle')} text={t('picker.emptyText')} />
      ) : (
        <Grid container spacing={2}>
          {templates.data.list.map((tpl) => (
            <Grid key={tpl.templateId} size={{ xs: 6, sm: 4, md: 3 }}>
              <TemplateTile template={tpl} onPick={() => onPick(tpl)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

function TemplateTile({ template, onPick }: { template: VideoTemplate; onPick: () => void }) {
  const { t } = useTranslation('promo-videos');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const play = () => {
    if (!video.current || !template.previewUrl) return;
    setPlaying(true);
    void video.current.play().catch(() => setPlaying(false));
  };
  const stop = () => {
    video.current?.pause();
    setPlaying(false);
  };
  const wide = template.videoRatio === '16*9';
  return (
    <Card
      variant="outlined"
      // Hover is a mouse's: a phone's tap also sends enter events, which must not count as the first tap.
      onPointerEnter={(e) => e.pointerType === 'mouse' && play()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && stop()}
    >
      <CardActionArea
        aria-label={t('picker.useTemplate', { name: template.name })}
        onClick={(e) => {
          // Phones have no hover: the first tap previews, the second picks.
          if (e.nativeEvent instanceof PointerEvent && e.nativeEvent.pointerType === 'touch' && !playing) {
            play();
            return;
          }
          onPick();
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: wide ? '16 / 9' : '9 / 16', bgcolor: 'grey.900' }}>
          {template.posterUrl && (
            <Box
              component="img"
              src={template.posterUrl}
              alt=""
              loading="lazy"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          {template.previewUrl && (
            <Box
              component="video"
              ref={video}
              src={template.previewUrl}
              muted
              loop
              playsInline
              preload="none"
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                opacity: playing ? 1 : 0,
                transition: 'opacity 0.2s',
              }}
            />
          )}
        </Box>
        <CardContent sx={{ py: 1 }}>
          <Typography variant="subtitle2" component="h3" noWrap>
            {template.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('picker.meta', {
              category: t(`category.${template.category}`),
              seconds: template.durationSeconds,
              ratios: template.description.ratios.join(' / '),
            })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
