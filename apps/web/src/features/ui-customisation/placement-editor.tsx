import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  uiCustomisationBodySchema,
  type PagePlacement,
  type UiCustomisation,
} from '@panel/shared/schemas/ui-customisation.ts';
import { EmptyState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { applyServerErrors } from '@/lib/forms';
import { useDeleteUiCustomisation } from './api/delete-ui-customisation';
import { useSaveUiCustomisation } from './api/save-ui-customisation';
import { newSection, toForm, type CustomisationInput, type CustomisationOutput } from './customisation-form';
import { SectionFields } from './section-fields';

/** The ordered sections of one page placement: add, edit, reorder, remove, save; delete the whole page's customisation. */
export function PlacementEditor({
  placement,
  saved,
}: {
  placement: PagePlacement;
  saved: UiCustomisation | undefined;
}) {
  const { t } = useTranslation('ui-customisation');
  const save = useSaveUiCustomisation();
  const remove = useDeleteUiCustomisation();
  const [formError, setFormError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const { control, register, handleSubmit, setError, formState, reset } = useForm<
    CustomisationInput,
    unknown,
    CustomisationOutput
  >({
    resolver: zodResolver(uiCustomisationBodySchema),
    defaultValues: toForm(placement, saved),
  });
  const sections = useFieldArray({ control, name: 'sections' });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    setSavedNote(false);
    try {
      const result = await save.mutateAsync(body);
      reset(toForm(placement, result));
      setSavedNote(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['pagePlacement', 'sections']));
    }
  });

  const onRemoveSection = async (index: number) => {
    const ok = await dialogs.confirm({
      title: t('section.remove'),
      message: t('section.removeConfirm'),
      confirmLabel: t('section.removeButton'),
    });
    if (ok) sections.remove(index);
  };

  const onDelete = async () => {
    if (!saved) return;
    const ok = await dialogs.confirm({
      title: t('delete.title'),
      message: t('delete.message', { placement: t(`placement.${placement}`) }),
      confirmLabel: t('delete.confirm'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(saved.uiCustomisationId);
      reset(toForm(placement, undefined));
    } catch (error) {
      dialogs.error(errorMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography color="text.secondary">{t(`help.${placement}`)}</Typography>
      {formError && <Alert severity="error">{formError}</Alert>}
      {savedNote && !formState.isDirty && <Alert severity="success">{t('saved')}</Alert>}
      {sections.fields.length === 0 && <EmptyState title={t('empty.title')} text={t('empty.text')} />}
      {sections.fields.map((f, i) => (
        <SectionFields
          key={f.id}
          index={i}
          count={sections.fields.length}
          control={control}
          register={register}
          errors={formState.errors.sections}
          onMove={(to) => sections.move(i, to)}
          onRemove={() => void onRemoveSection(i)}
        />
      ))}
      {formState.errors.sections?.root?.message && (
        <Alert severity="error">{formState.errors.sections.root.message}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button startIcon={<Add />} onClick={() => sections.append(newSection())}>
          {t('section.add')}
        </Button>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1}>
          {saved && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              {t('delete.title')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
            {t('save')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
