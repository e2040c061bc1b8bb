import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  imageSubcategoryBodySchema,
  type ImageCategory,
  type ImageSubcategory,
  type LibraryScope,
} from '@panel/shared/schemas/image-post.ts';
import { FormDialog } from '@/components/form-dialog';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useSaveImageSubcategory } from './api/save-image-subcategory';
import { DateInput } from '@/components/date-input';
import { fieldMessage } from './field-message';

type Input = z.input<typeof imageSubcategoryBodySchema>;
type Output = z.output<typeof imageSubcategoryBodySchema>;

/**
 * Add or edit a subcategory: a festival (with its date), a daily post such as Good Morning, or a
 * business post with the business categories it suits.
 */
export function SubcategoryDialog({
  category,
  subcategory,
  scope,
  onClose,
}: {
  category: ImageCategory;
  subcategory: ImageSubcategory | null;
  scope: LibraryScope;
  onClose: (saved?: ImageSubcategory) => void;
}) {
  const { t } = useTranslation('greetings-admin');
  const save = useSaveImageSubcategory();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(imageSubcategoryBodySchema),
    defaultValues: {
      imageSubcategoryId: subcategory?.imageSubcategoryId,
      imageSubcategoryName: subcategory?.imageSubcategoryName ?? '',
      date: subcategory?.date ?? null,
      businessCategories: subcategory?.businessCategories ?? [],
      displayOrder: subcategory?.displayOrder ?? 0,
      scope,
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      onClose(await save.mutateAsync({ imageCategoryId: category.imageCategoryId, body }));
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, [
          'imageSubcategoryName',
          'date',
          'businessCategories',
          'displayOrder',
        ]),
      );
    }
  });
  const festival = category.contentKind === 'festival';
  return (
    <FormDialog
      title={
        subcategory
          ? t('subcategory.editTitle')
          : t('subcategory.addTitle', { category: category.imageCategoryName })
      }
      error={formError}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={() => onClose()}
      maxWidth="sm"
    >
      <TextField
        {...muiField(register('imageSubcategoryName'), formState.errors.imageSubcategoryName)}
        label={festival ? t('subcategory.festivalName') : t('subcategory.name')}
        autoFocus
      />
      <Controller
        control={control}
        name="date"
        render={({ field, fieldState }) => (
          <DateInput
            label={festival ? t('subcategory.festivalDate') : t('subcategory.date')}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={
              fieldMessage(fieldState.error?.message) ?? (festival ? t('subcategory.dateHelp') : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="businessCategories"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={field.value ?? []}
            onChange={(_, v) => field.onChange(v.map((s) => s.trim()).filter(Boolean))}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={option} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('subcategory.businessCategories')}
                error={!!fieldState.error}
                helperText={
                  fieldMessage(fieldState.error?.message) ?? t('subcategory.businessCategoriesHelp')
                }
              />
            )}
          />
        )}
      />
      <TextField
        {...muiField(register('displayOrder', { valueAsNumber: true }), formState.errors.displayOrder)}
        type="number"
        label={t('subcategory.displayOrder')}
        slotProps={{ htmlInput: { min: 0 } }}
      />
    </FormDialog>
  );
}
