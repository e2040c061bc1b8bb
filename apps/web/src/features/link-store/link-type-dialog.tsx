import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_FIELD_TYPES } from '@panel/shared/card/contact-fields.ts';
import {
  BUILTIN_LINK_ICONS,
  linkTypeBodySchema,
  type LinkCategory,
  type LinkType,
} from '@panel/shared/schemas/link-store.ts';
import { ImageUploadField } from '@/components/image-upload-field';
import { FormDialog } from '@/components/form-dialog';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useSaveLinkType } from './api/save-link-type';

/** An example link template (not a text to translate). */
const HREF_EXAMPLE = 'https://wa.me/{digits}';

interface Form {
  linkCategoryId: string;
  name: string;
  fieldType: string;
  icon: string;
  placeholder: string;
  hrefTemplate: string;
  displayOrder: number;
}

/** Adds or edits one link type; its icon is a built-in badge or an uploaded image (uploadDoc). */
export function LinkTypeDialog({
  categories,
  type,
  categoryId,
  onClose,
}: {
  categories: LinkCategory[];
  type: LinkType | null;
  categoryId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('link-store');
  const save = useSaveLinkType();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Form, unknown, z.output<typeof linkTypeBodySchema>>({
    resolver: zodResolver(linkTypeBodySchema) as never,
    defaultValues: {
      linkCategoryId: type?.linkCategoryId ?? categoryId,
      name: type?.name ?? '',
      fieldType: type?.fieldType ?? 'url',
      icon: type?.icon ?? 'builtin:link',
      placeholder: type?.placeholder ?? '',
      hrefTemplate: type?.hrefTemplate ?? '',
      displayOrder: type?.displayOrder ?? 0,
    },
  });
  const icon = useWatch({ control: form.control, name: 'icon' });
  const [iconKind, setIconKind] = useState<'builtin' | 'upload'>(
    icon.startsWith('builtin:') ? 'builtin' : 'upload',
  );
  const e = form.formState.errors;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...body, linkTypeId: type?.linkTypeId });
      onClose();
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'linkCategoryId',
          'name',
          'fieldType',
          'icon',
          'placeholder',
          'hrefTemplate',
          'displayOrder',
        ]),
      );
    }
  });

  return (
    <FormDialog
      title={type ? t('editNamed', { name: type.name }) : t('type.new')}
      error={formError}
      submitting={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="sm"
    >
      <Controller
        control={form.control}
        name="linkCategoryId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('dialog.category')}
            {...field}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {categories.map((c) => (
              <MenuItem key={c.linkCategoryId} value={c.linkCategoryId}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label={t('dialog.name')} required {...muiField(form.register('name'), e.name)} />
      <Controller
        control={form.control}
        name="fieldType"
        render={({ field }) => (
          <TextField select label={t('dialog.fieldType')} {...field} inputRef={field.ref}>
            {CONTACT_FIELD_TYPES.map((fieldType) => (
              <MenuItem key={fieldType} value={fieldType}>
                {t(`fieldType.${fieldType}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label={t('dialog.placeholder')} {...muiField(form.register('placeholder'), e.placeholder)} />
      <TextField
        label={t('dialog.template')}
        placeholder={HREF_EXAMPLE}
        {...muiField(form.register('hrefTemplate'), e.hrefTemplate)}
        helperText={e.hrefTemplate?.message ?? t('dialog.templateHelp')}
      />
      <TextField
        label={t('dialog.displayOrder')}
        type="number"
        {...muiField(form.register('displayOrder', { valueAsNumber: true }), e.displayOrder)}
      />
      <RadioGroup
        row
        value={iconKind}
        onChange={(ev) => setIconKind(ev.target.value as 'builtin' | 'upload')}
        aria-label={t('dialog.iconSource')}
      >
        <FormControlLabel value="builtin" control={<Radio />} label={t('dialog.builtinIcon')} />
        <FormControlLabel value="upload" control={<Radio />} label={t('dialog.uploadIcon')} />
      </RadioGroup>
      <Controller
        control={form.control}
        name="icon"
        render={({ field, fieldState }) =>
          iconKind === 'builtin' ? (
            <TextField
              select
              label={t('dialog.icon')}
              {...field}
              value={field.value.startsWith('builtin:') ? field.value : ''}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {BUILTIN_LINK_ICONS.map((k) => (
                <MenuItem key={k} value={`builtin:${k}`}>
                  {k}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <ImageUploadField
              label={t('dialog.iconImage')}
              value={field.value.startsWith('builtin:') ? '' : field.value}
              previewUrl={type?.iconUrl}
              onChange={(ref) => field.onChange(ref ?? '')}
              hierarchy1="link-store"
              hierarchy2="icon"
              error={fieldState.error?.message}
              size={64}
            />
          )
        }
      />
    </FormDialog>
  );
}
