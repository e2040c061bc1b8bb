import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  TAG_TYPES,
  imageTagBodySchema,
  type ImageTag,
  type LibraryScope,
} from '@panel/shared/schemas/image-post.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { applyServerErrors, muiField } from '@/lib/forms';
import { imageTagsQuery } from '@/lib/greeting-library';
import { useDeleteImageTag } from './api/delete-image-tag';
import { useSaveImageTag } from './api/save-image-tag';
import { fieldMessage } from './field-message';
import { canEdit } from './library-scope';

type Input = z.input<typeof imageTagBodySchema>;
type Output = z.output<typeof imageTagBodySchema>;

/** Tags by type (LANGUAGE, PRODUCT, GENERAL): add, and delete after confirmation. */
export function TagsPanel({ scope }: { scope: LibraryScope }) {
  const { t } = useTranslation('greetings-admin');
  const tags = useQuery(imageTagsQuery());
  const save = useSaveImageTag();
  const remove = useDeleteImageTag();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(imageTagBodySchema),
    defaultValues: { tagName: '', tagType: 'LANGUAGE', scope },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync(body);
      reset({ tagName: '', tagType: body.tagType, scope });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['tagName', 'tagType']));
    }
  });
  const onDelete = async (tag: ImageTag) => {
    const ok = await dialogs.confirm({
      title: t('tags.deleteTitle'),
      message: t('tags.deleteMessage', { name: tag.tagName }),
      confirmLabel: t('action.delete'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(tag.imageTagId);
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper component="form" noValidate onSubmit={onSubmit} variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          {t('tags.add')}
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {formError}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            {...muiField(register('tagName'), formState.errors.tagName)}
            size="small"
            label={t('tags.name')}
          />
          <Controller
            control={control}
            name="tagType"
            render={({ field, fieldState }) => (
              <TextField
                select
                size="small"
                label={t('tags.type')}
                {...field}
                error={!!fieldState.error}
                helperText={fieldMessage(fieldState.error?.message)}
                sx={{ minWidth: 160 }}
              >
                {TAG_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`tagType.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ flexShrink: 0 }}>
            {t('tags.add')}
          </Button>
        </Stack>
      </Paper>
      {tags.isPending && <LoadingState label={t('tags.loading')} />}
      {tags.isError && <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />}
      {tags.isSuccess && tags.data.length === 0 && (
        <EmptyState title={t('tags.emptyTitle')} text={t('tags.emptyText')} />
      )}
      {tags.isSuccess &&
        TAG_TYPES.map((type) => {
          const ofType = tags.data.filter((tag) => tag.tagType === type);
          if (ofType.length === 0) return null;
          return (
            <section key={type} aria-label={t('tags.section', { type: t(`tagType.${type}`) })}>
              <Typography variant="subtitle2" component="h3">
                {t(`tagType.${type}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {t(`tagHelp.${type}`)}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {ofType.map((tag) => (
                  <Chip
                    key={tag.imageTagId}
                    label={tag.scope === scope ? tag.tagName : t('tags.globalChip', { name: tag.tagName })}
                    onDelete={canEdit(scope, tag) ? () => void onDelete(tag) : undefined}
                    deleteIcon={<DeleteOutline aria-label={t('action.deleteName', { name: tag.tagName })} />}
                  />
                ))}
              </Stack>
            </section>
          );
        })}
    </Stack>
  );
}
