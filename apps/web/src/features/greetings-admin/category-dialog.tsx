import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CONTENT_KINDS,
  imageCategoryBodySchema,
  type ImageCategory,
  type LibraryScope,
} from '@panel/shared/schemas/image-post.ts';
import { FormDialog } from '@/components/form-dialog';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useSaveImageCategory } from './api/save-image-category';
import { fieldMessage } from './field-message';

type Input = z.input<typeof imageCategoryBodySchema>;
type Output = z.output<typeof imageCategoryBodySchema>;

/** Catalogue keys (greetings-admin) of the kinds of posts a category holds. */
export const CONTENT_KIND_LABELS = {
  festival: 'kind.festival',
  'daily-post': 'kind.daily-post',
  business: 'kind.business',
} as const;

/** Add or edit a category: its name, what kind of posts it holds, and its place in lists. */
export function CategoryDialog({
  category,
  scope,
  onClose,
}: {
  category: ImageCategory | null;
  scope: LibraryScope;
  onClose: (saved?: ImageCategory) => void;
}) {
  const { t } = useTranslation('greetings-admin');
  const save = useSaveImageCategory();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(imageCategoryBodySchema),
    defaultValues: {
      imageCategoryId: category?.imageCategoryId,
      imageCategoryName: category?.imageCategoryName ?? '',
      contentKind: category?.contentKind ?? 'festival',
      displayOrder: category?.displayOrder ?? 0,
      scope,
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      onClose(await save.mutateAsync(body));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['imageCategoryName', 'contentKind', 'displayOrder']));
    }
  });
  return (
    <FormDialog
      title={category ? t('category.editTitle') : t('category.addTitle')}
      error={formError}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={() => onClose()}
      maxWidth="xs"
    >
      <TextField
        {...muiField(register('imageCategoryName'), formState.errors.imageCategoryName)}
        label={t('category.name')}
        autoFocus
      />
      <Controller
        control={control}
        name="contentKind"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('category.kind')}
            {...field}
            error={!!fieldState.error}
            helperText={fieldMessage(fieldState.error?.message) ?? t('category.kindHelp')}
          >
            {CONTENT_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(CONTENT_KIND_LABELS[k])}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...muiField(register('displayOrder', { valueAsNumber: true }), formState.errors.displayOrder)}
        type="number"
        label={t('category.displayOrder')}
        slotProps={{ htmlInput: { min: 0 } }}
      />
    </FormDialog>
  );
}
