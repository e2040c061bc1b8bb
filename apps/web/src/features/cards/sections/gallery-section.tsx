import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { gallerySchema } from '@panel/shared/schemas/card.ts';
import { errorMessage } from '@/lib/api-client';
import { muiField } from '@/lib/forms';
import { uploadDoc } from '@/lib/upload';
import { ListItemControls } from '../list-item-controls';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

interface Form {
  images: { image: string; caption: string }[];
}
const MAX = 30;

/** Gallery: several images uploaded at once, captioned and put in order with the arrows. */
export function GallerySection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof gallerySchema>>({
    resolver: sectionResolver(gallerySchema),
    defaultValues: {
      images: (card.gallery?.images ?? []).map((g) => ({ image: g.image, caption: g.caption ?? '' })),
    },
  });
  useDraft(form.control, gallerySchema, 'gallery', onDraft);
  const { onSubmit, saving, status } = useSectionSave('gallery', card.cardNo, form, t('gallery.saved'));
  const list = useFieldArray({ control: form.control, name: 'images' });
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const inputId = useId();

  const addFiles = async (files: File[]) => {
    setUploadError(null);
    const room = MAX - list.fields.length;
    for (const file of files.slice(0, room)) {
      setUploading((n) => n + 1);
      try {
        const doc = await uploadDoc(file, 'card', 'gallery');
        setUrls((u) => ({ ...u, [doc.fileName]: doc.variants[0]?.url ?? doc.url }));
        list.append({ image: doc.fileName, caption: '' });
      } catch (error) {
        setUploadError(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const count = card.gallery?.images.length ?? 0;
  return (
    <SectionPanel
      id="gallery"
      title={t('sectionName.gallery')}
      summary={count ? t('gallery.count', { count }) : t('gallery.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <Grid container spacing={1.5}>
        {list.fields.map((item, i) => {
          const src =
            urls[item.image] ?? card.media[item.image]?.variants['480'] ?? card.media[item.image]?.url;
          return (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 1 }}>
                <Box
                  component="img"
                  src={src}
                  alt={t('gallery.imageAlt', { n: i + 1 })}
                  sx={{
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                />
                <TextField
                  label={t('gallery.caption')}
                  size="small"
                  fullWidth
                  sx={{ mt: 1 }}
                  {...muiField(
                    form.register(`images.${i}.caption`),
                    form.formState.errors.images?.[i]?.caption,
                  )}
                />
                <ListItemControls
                  index={i}
                  count={list.fields.length}
                  label={t('gallery.item', { n: i + 1 })}
                  onMove={list.move}
                  onRemove={list.remove}
                />
              </Paper>
            </Grid>
          );
        })}
      </Grid>
      {list.fields.length === 0 && <Typography color="text.secondary">{t('gallery.empty')}</Typography>}
      {uploadError && (
        <Typography color="error" role="alert">
          {uploadError}
        </Typography>
      )}
      {list.fields.length < MAX && (
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <AddPhotoAlternate />}
          sx={{ alignSelf: 'flex-start' }}
          disabled={uploading > 0}
        >
          {t('gallery.add')}
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/*"
            multiple
            aria-label={t('gallery.addAria')}
            onChange={(e) => {
              void addFiles(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </Button>
      )}
    </SectionPanel>
  );
}
