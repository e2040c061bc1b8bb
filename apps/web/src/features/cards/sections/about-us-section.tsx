import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BUSINESS_NATURES } from '@panel/shared/schemas/business.ts';
import { aboutUsSchema } from '@panel/shared/schemas/card.ts';
import { FormattedText } from '@/components/formatted-text';
import { muiField } from '@/lib/forms';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

interface Form {
  html: string;
  yearOfEstablishment: string;
  natureOfBusiness: string;
}

/** About us: formatted text, year of establishment and nature of business. */
export function AboutUsSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof aboutUsSchema>>({
    resolver: sectionResolver(aboutUsSchema),
    defaultValues: {
      html: card.aboutUs?.html ?? '',
      yearOfEstablishment: card.aboutUs?.yearOfEstablishment?.toString() ?? '',
      natureOfBusiness: card.aboutUs?.natureOfBusiness ?? '',
    },
  });
  useDraft(form.control, aboutUsSchema, 'aboutUs', onDraft);
  const { onSubmit, saving, status } = useSectionSave('aboutUs', card.cardNo, form, t('about.saved'));
  const e = form.formState.errors;
  return (
    <SectionPanel
      id="about-us"
      title={t('sectionName.aboutUs')}
      summary={t('about.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <Controller
        control={form.control}
        name="html"
        render={({ field }) => (
          <FormattedText label={t('about.text')} value={field.value} onChange={field.onChange} />
        )}
      />
      {e.html && <Typography color="error">{e.html.message}</Typography>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('about.year')}
            inputMode="numeric"
            fullWidth
            {...muiField(
              form.register('yearOfEstablishment', { setValueAs: (v: string) => (v === '' ? undefined : v) }),
              e.yearOfEstablishment,
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="natureOfBusiness"
            render={({ field }) => (
              <TextField select label={t('about.nature')} fullWidth {...field} inputRef={field.ref}>
                <MenuItem value="">
                  <em>{t('common.notSpecified')}</em>
                </MenuItem>
                {BUSINESS_NATURES.map((n) => (
                  <MenuItem key={n} value={n}>
                    {t(`nature.${n}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
    </SectionPanel>
  );
}
