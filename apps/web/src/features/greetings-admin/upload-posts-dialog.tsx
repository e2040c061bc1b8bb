import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FRAME_SHAPES,
  GREETING_TEXTS,
  VIDEO_RATIOS,
  imagePostUploadFieldsSchema,
  type ImageSubcategory,
  type LibraryScope,
} from '@panel/shared/schemas/image-post.ts';
import { applyServerErrors } from '@/lib/forms';
import { formatNumber } from '@/lib/format-number';
import { imageTagsQuery } from '@/lib/greeting-library';
import { useUploadImagePosts } from './api/upload-image-posts';
import { fieldMessage } from './field-message';

const MAX_FILES = 20;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const VIDEO_TYPES = ['video/mp4'];

const uploadFormSchema = imagePostUploadFieldsSchema.pick({ frameShape: true, videoRatio: true }).extend({
  imageTagIds: z.array(z.string()),
  files: z
    .array(z.instanceof(File))
    .min(1, 'Choose a file to upload.')
    .max(MAX_FILES, `Upload at most ${MAX_FILES} files at once.`),
});
type Input = z.input<typeof uploadFormSchema>;
type Output = z.output<typeof uploadFormSchema>;

/**
 * Upload one post or many at once into a subcategory: the files share the shape (SQUARE or STORY),
 * the tags and, for videos, the ratio. Videos are offered only where the agency has video posts on.
 */
export function UploadPostsDialog({
  subcategory,
  scope,
  videosOn,
  onClose,
}: {
  subcategory: ImageSubcategory;
  scope: LibraryScope;
  videosOn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('greetings-admin');
  const upload = useUploadImagePosts();
  const tags = useQuery(imageTagsQuery());
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { frameShape: 'SQUARE', imageTagIds: [], files: [] },
  });
  const files = useWatch({ control, name: 'files' });
  const hasVideo = files.some((f) => VIDEO_TYPES.includes(f.type));
  const accept = [...IMAGE_TYPES, ...(videosOn ? VIDEO_TYPES : [])].join(',');
  const sizeText = (bytes: number) =>
    bytes >= 1_048_576
      ? t('upload.sizeMb', { size: formatNumber(Math.round(bytes / 104_857.6) / 10) })
      : t('upload.sizeKb', { size: formatNumber(Math.ceil(bytes / 1024)) });

  const onSubmit = handleSubmit(async ({ files: chosen, ...fields }) => {
    setFormError(null);
    setDone(null);
    try {
      const created = await upload.mutateAsync({
        fields: {
          ...fields,
          imageSubcategoryId: subcategory.imageSubcategoryId,
          videoRatio: chosen.some((f) => VIDEO_TYPES.includes(f.type)) ? fields.videoRatio : undefined,
          scope,
        },
        files: chosen,
      });
      setDone(created.length);
      reset({ ...fields, files: [] });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['frameShape', 'videoRatio', 'files']));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="upload-posts-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="upload-posts-title">
          {t('upload.title', { name: subcategory.imageSubcategoryName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {done !== null && <Alert severity="success">{t('upload.done', { count: done })}</Alert>}
            <Controller
              control={control}
              name="files"
              render={({ field, fieldState }) => (
                <div>
                  <Button component="label" variant="outlined" startIcon={<UploadFile />}>
                    {t('upload.chooseFiles')}
                    <input
                      hidden
                      type="file"
                      multiple
                      accept={accept}
                      aria-label={t('upload.files')}
                      onChange={(e) => {
                        field.onChange(Array.from(e.target.files ?? []));
                        e.target.value = '';
                      }}
                    />
                  </Button>
                  <FormHelperText error={!!fieldState.error}>
                    {fieldMessage(fieldState.error?.message) ??
                      (videosOn ? t('upload.typesWithVideos') : t('upload.types'))}
                  </FormHelperText>
                  {field.value.length > 0 && (
                    <Stack component="ul" sx={{ pl: 2, my: 1 }}>
                      {field.value.map((f, i) => (
                        <Typography component="li" variant="body2" key={`${f.name}-${i}`}>
                          {f.name} · {sizeText(f.size)}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                </div>
              )}
            />
            <Controller
              control={control}
              name="frameShape"
              render={({ field }) => (
                <div>
                  <FormLabel id="shape-label">{t('upload.shape')}</FormLabel>
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    size="small"
                    color="primary"
                    aria-labelledby="shape-label"
                    value={field.value}
                    onChange={(_, v: (typeof FRAME_SHAPES)[number] | null) => v && field.onChange(v)}
                    sx={{ mt: 0.5 }}
                  >
                    <ToggleButton value="SQUARE">{t('upload.square')}</ToggleButton>
                    <ToggleButton value="STORY">{t('upload.story')}</ToggleButton>
                  </ToggleButtonGroup>
                </div>
              )}
            />
            {hasVideo && (
              <Controller
                control={control}
                name="videoRatio"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('upload.videoRatio')}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value || undefined)}
                    helperText={t('upload.videoRatioHelp')}
                  >
                    <MenuItem value="">{t('upload.followShape')}</MenuItem>
                    {VIDEO_RATIOS.map((r) => (
                      <MenuItem key={r} value={r}>
                        {r}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <Controller
              control={control}
              name="imageTagIds"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={tags.data ?? []}
                  loading={tags.isPending}
                  groupBy={(tag) => t(`tagType.${tag.tagType}`)}
                  getOptionLabel={(tag) => tag.tagName}
                  value={(tags.data ?? []).filter((tag) => field.value.includes(tag.imageTagId))}
                  onChange={(_, v) => field.onChange(v.map((tag) => tag.imageTagId))}
                  isOptionEqualToValue={(a, b) => a.imageTagId === b.imageTagId}
                  renderInput={(params) => (
                    <TextField {...params} label={t('upload.tags')} helperText={t('upload.tagsHelp')} />
                  )}
                />
              )}
            />
            {upload.isPending && <LinearProgress aria-label={t('upload.uploading')} />}
            {!videosOn && (
              <FormHelperText>
                {t('texts.videosOff', { defaultValue: GREETING_TEXTS.videosOff })}
              </FormHelperText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('upload.close')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
