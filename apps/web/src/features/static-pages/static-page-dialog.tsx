import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { staticPageBodySchema, type StaticPage } from '@panel/shared/schemas/static-page.ts';
import { FormattedText } from '@/components/formatted-text';
import { FormDialog } from '@/components/form-dialog';
import { ImageUploadField } from '@/components/image-upload-field';
import { useBusinessCategories } from '@/lib/business-categories';
import { applyServerErrors, muiField } from '@/lib/forms';
import { useSaveStaticPage } from './api/static-pages';

type Body = z.input<typeof staticPageBodySchema>;
type Form = Required<Omit<Body, 'categoryStaticPageId'>>;

/** "Digital Cards for Bakeries" → "digital-cards-for-bakeries": the address people would guess. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** Writes or edits one category page: what it says, where it lives, what it asks visitors to do. */
export function StaticPageDialog({
  page,
  onClose,
}: {
  page: StaticPage | null;
  onClose: (saved?: StaticPage) => void;
}) {
  const { t } = useTranslation('static-pages');
  const save = useSaveStaticPage();
  const categories = useBusinessCategories();
  const [formError, setFormError] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(!!page);
  const form = useForm<Form, unknown, z.output<typeof staticPageBodySchema>>({
    resolver: zodResolver(staticPageBodySchema) as never,
    defaultValues: {
      categoryId: page?.categoryId ?? '',
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      content: page?.content ?? '',
      heroImage: page?.heroImage ?? null,
      callToAction: page?.callToAction ?? 'signup',
      whatsappNumber: page?.whatsappNumber ?? null,
      seoTitle: page?.seoTitle ?? '',
      seoDescription: page?.seoDescription ?? '',
      published: page?.published ?? false,
    },
  });
  const e = form.formState.errors;
  const action = useWatch({ control: form.control, name: 'callToAction' });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const title = form.register('title');

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      onClose(await save.mutateAsync({ ...body, categoryStaticPageId: page?.categoryStaticPageId }));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, Object.keys(form.getValues()) as (keyof Form)[]));
    }
  });

  return (
    <FormDialog
      title={page ? t('edit', { title: page.title }) : t('dialog.newTitle')}
      error={formError}
      submitting={save.isPending}
      onSubmit={onSubmit}
      onClose={() => onClose()}
      maxWidth="md"
    >
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('dialog.category')}
            {...field}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.categoryId} value={c.categoryId}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label={t('dialog.title')}
        required
        {...muiField(
          {
            ...title,
            onChange: async (ev) => {
              await title.onChange(ev);
              if (!slugTouched) form.setValue('slug', slugOf(String(ev.target.value)));
            },
          },
          e.title,
        )}
      />
      <TextField
        label={t('dialog.address')}
        required
        {...muiField(form.register('slug', { onChange: () => setSlugTouched(true) }), e.slug)}
        helperText={
          e.slug?.message ?? t('dialog.addressHelp', { url: `${window.location.origin}/p/${slug || '…'}` })
        }
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <FormattedText label={t('dialog.text')} value={field.value} onChange={field.onChange} />
        )}
      />
      {e.content && <Typography color="error">{e.content.message}</Typography>}
      <Controller
        control={form.control}
        name="heroImage"
        render={({ field }) => (
          <ImageUploadField
            label={t('dialog.hero')}
            value={field.value}
            onChange={(fileName) => field.onChange(fileName ?? null)}
            hierarchy1="static-page"
            hierarchy2="banner"
            error={e.heroImage?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="callToAction"
        render={({ field }) => (
          <TextField select label={t('dialog.cta')} {...field} inputRef={field.ref}>
            <MenuItem value="signup">{t('dialog.ctaSignup')}</MenuItem>
            <MenuItem value="whatsapp">{t('dialog.ctaWhatsapp')}</MenuItem>
          </TextField>
        )}
      />
      {action === 'whatsapp' && (
        <TextField
          label={t('dialog.whatsapp')}
          required
          inputMode="tel"
          {...muiField(form.register('whatsappNumber'), e.whatsappNumber)}
        />
      )}
      <TextField label={t('dialog.seoTitle')} {...muiField(form.register('seoTitle'), e.seoTitle)} />
      <TextField
        label={t('dialog.seoDescription')}
        multiline
        minRows={2}
        {...muiField(form.register('seoDescription'), e.seoDescription)}
      />
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />}
            label={t('published')}
          />
        )}
      />
    </FormDialog>
  );
}
