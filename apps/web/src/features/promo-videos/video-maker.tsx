import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  MAX_PRODUCT_IMAGES,
  type PrefilledSlotValues,
  type SlotValues,
  type UserVideo,
  type VideoRatio,
  type VideoTemplate,
} from '@panel/shared/schemas/video.ts';
import { ImageUploadField } from '@/components/image-upload-field';
import { errorMessage } from '@/lib/api-client';
import { useCreateUserVideo } from '@/lib/promo-videos';
import { useTranslation } from 'react-i18next';

const TEXT_FIELDS = ['businessName', 'tagline', 'offerText', 'phone', 'address', 'website'] as const;
const MAX_LENGTH: Record<(typeof TEXT_FIELDS)[number], number> = {
  businessName: 80,
  tagline: 120,
  offerText: 120,
  phone: 40,
  address: 200,
  website: 120,
};

/**
 * The video maker: the template's slots, prefilled from the business and its card, for the customer
 * to change; the ratio where the template allows both; then one press renders it.
 */
export function VideoMaker({
  template,
  businessId,
  prefilled,
  videoNo,
  onMade,
}: {
  template: VideoTemplate;
  businessId: string;
  prefilled: PrefilledSlotValues;
  /** Set when changing a video already made. */
  videoNo?: number;
  onMade: (video: UserVideo) => void;
}) {
  const { t } = useTranslation('promo-videos');
  const [values, setValues] = useState<SlotValues>(prefilled.slotValues);
  const [ratio, setRatio] = useState<VideoRatio>(template.videoRatio);
  const [productUrls, setProductUrls] = useState<string[]>(prefilled.productImageUrls);
  const create = useCreateUserVideo();
  const used = new Set(template.description.scenes.flatMap((s) => s.slots.map((slot) => slot.kind)));
  const usesLogo = used.has('logo');
  const usesProductImage = used.has('productImage');
  const usesCardQr = used.has('cardQr');
  const set = <K extends keyof SlotValues>(key: K, value: SlotValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    try {
      onMade(
        await create.mutateAsync({
          businessId,
          templateId: template.templateId,
          videoRatio: ratio,
          slotValues: values,
          videoNo,
        }),
      );
    } catch {
      // Shown below from create.error.
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap>
        <TemplateSample template={template} />
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {template.name}
          </Typography>
          {template.description.ratios.length > 1 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={ratio}
              onChange={(_, r: VideoRatio | null) => r && setRatio(r)}
              aria-label={t('maker.ratio')}
            >
              {template.description.ratios.map((r) => (
                <ToggleButton key={r} value={r}>
                  {r === '9*16' ? t('maker.story') : t('maker.wide')}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <Grid container spacing={2}>
            {TEXT_FIELDS.filter((f) => used.has(f)).map((f) => (
              <Grid key={f} size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  label={t(`slot.${f}`)}
                  value={values[f]}
                  onChange={(e) => set(f, e.target.value)}
                  slotProps={{ htmlInput: { maxLength: MAX_LENGTH[f] } }}
                />
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {usesLogo && (
              <ImageUploadField
                label={t('slot.logo')}
                value={values.logo}
                previewUrl={prefilled.logoUrl}
                hierarchy1="video"
                hierarchy2="logo"
                onChange={(ref) => set('logo', ref ?? null)}
              />
            )}
            {usesProductImage &&
              Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => (
                <ImageUploadField
                  key={i}
                  label={t('maker.product', { n: i + 1 })}
                  value={values.productImages[i]}
                  previewUrl={productUrls[i]}
                  hierarchy1="video"
                  hierarchy2="product"
                  onChange={(ref, url) => {
                    const refs = [...values.productImages];
                    const urls = [...productUrls];
                    if (ref) {
                      refs[i] = ref;
                      urls[i] = url ?? '';
                    } else {
                      refs.splice(i, 1);
                      urls.splice(i, 1);
                    }
                    set('productImages', refs.filter(Boolean));
                    setProductUrls(urls);
                  }}
                />
              ))}
          </Stack>
          {usesCardQr && (
            <Typography variant="body2" color="text.secondary">
              {prefilled.cardUrl ? t('maker.qrShown', { url: prefilled.cardUrl }) : t('maker.qrMissing')}
            </Typography>
          )}
          {create.isError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
          <Button variant="contained" size="large" disabled={create.isPending} onClick={() => void submit()}>
            {videoNo ? t('maker.again') : t('maker.make')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The template with sample details, silent and looping, so the customer sees what they are making. */
function TemplateSample({ template }: { template: VideoTemplate }) {
  const { t } = useTranslation('promo-videos');
  if (!template.previewUrl && !template.posterUrl) return null;
  const wide = template.videoRatio === '16*9';
  return (
    <Box component="figure" sx={{ m: 0, order: { md: 1 }, alignSelf: { xs: 'center', md: 'flex-start' } }}>
      <Box
        component={template.previewUrl ? 'video' : 'img'}
        src={template.previewUrl ?? template.posterUrl ?? undefined}
        {...(template.previewUrl
          ? {
              poster: template.posterUrl ?? undefined,
              muted: true,
              loop: true,
              autoPlay: true,
              playsInline: true,
            }
          : { alt: '' })}
        aria-label={t('maker.sampleAria', { name: template.name })}
        sx={{
          display: 'block',
          width: wide ? { xs: 280, md: 320 } : { xs: 150, md: 220 },
          aspectRatio: wide ? '16 / 9' : '9 / 16',
          objectFit: 'cover',
          bgcolor: 'grey.900',
          borderRadius: 1,
        }}
      />
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5, textAlign: 'center' }}
      >
        {t('maker.sampleCaption')}
      </Typography>
    </Box>
  );
}
