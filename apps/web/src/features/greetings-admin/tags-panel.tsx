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
import { canEdit } from './library-scope';

type Input = z.input<typeof imageTagBodySchema>;
type Output = z.output<typeof imageTagBodySchema>;

const TYPE_HELP = {
  LANGUAGE: 'Customers filter posts by language.',
  PRODUCT: 'Posts about a kind of product.',
  GENERAL: 'Anything else that helps search.',
} as const;

/** Tags by type (LANGUAGE, PRODUCT, GENERAL): add, and delete after confirmation. */
export function TagsPanel({ scope }: { scope: LibraryScope }) {
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
  const onDelete = async (t: ImageTag) => {
    const ok = await dialogs.confirm({
      title: 'Delete tag',
      message: `Delete the tag ${t.tagName}? Posts keep their files but lose this tag.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(t.imageTagId);
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Paper component="form" noValidate onSubmit={onSubmit} variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
          Add tag
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
            label="Tag name"
          />
          <Controller
            control={control}
            name="tagType"
            render={({ field, fieldState }) => (
              <TextField
                select
                size="small"
                label="Type"
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                sx={{ minWidth: 160 }}
              >
                {TAG_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ flexShrink: 0 }}>
            Add tag
          </Button>
        </Stack>
      </Paper>
      {tags.isPending && <LoadingState label="Loading tags" />}
      {tags.isError && <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />}
      {tags.isSuccess && tags.data.length === 0 && (
        <EmptyState title="No tags yet" text="Add LANGUAGE tags first: customers filter by them." />
      )}
      {tags.isSuccess &&
        TAG_TYPES.map((type) => {
          const ofType = tags.data.filter((t) => t.tagType === type);
          if (ofType.length === 0) return null;
          return (
            <section key={type} aria-label={`${type} tags`}>
              <Typography variant="subtitle2" component="h3">
                {type}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {TYPE_HELP[type]}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {ofType.map((t) => (
                  <Chip
                    key={t.imageTagId}
                    label={t.scope === scope ? t.tagName : `${t.tagName} · global`}
                    onDelete={canEdit(scope, t) ? () => void onDelete(t) : undefined}
                    deleteIcon={<DeleteOutline aria-label={`Delete ${t.tagName}`} />}
                  />
                ))}
              </Stack>
            </section>
          );
        })}
    </Stack>
  );
}
