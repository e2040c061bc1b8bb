import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { cardIdProblem } from '@panel/shared/card/card-id.ts';
import type { Language } from '@panel/shared/i18n/languages.ts';
import {
  CARD_SECTIONS,
  cardLanguages,
  settingsSchema,
  type CardSection,
} from '@panel/shared/schemas/card.ts';
import { muiField } from '@/lib/forms';
import { localizeMessage } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cardIdAvailabilityQuery } from '../api/check-card-id-availability';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import { CardLanguagesField } from './card-languages-field';
import type { SectionProps } from './section-props';
import { confirmUnpublish } from '@/lib/card-visibility';
import { useTranslation } from 'react-i18next';

/** Each section's catalogue key. */
export const SECTION_NAMES: Record<CardSection, string> = {
  paymentOptions: 'sectionName.paymentOptions',
  youtubeVideos: 'sectionName.youtubeVideos',
  socialLinks: 'sectionName.socialLinks',
  aboutUs: 'sectionName.aboutUs',
  products: 'sectionName.products',
  links: 'sectionName.links',
  gallery: 'sectionName.gallery',
};

interface Form {
  display: string;
  cardId: string;
  seo: { title: string; description: string };
  sections: Record<CardSection, boolean>;
  published: boolean;
  languages: Language[];
}

/** Tells, while typing (debounced), whether the vanity id is free on the agency's hosts. */
function useCardIdStatus(cardId: string, cardNo: number, storedId: string) {
  const { t } = useTranslation('cards');
  const id = useDebouncedValue(cardId.trim().toLowerCase(), 400);
  const shapeProblem = id ? cardIdProblem(id) : null;
  const check = useQuery({
    ...cardIdAvailabilityQuery(id, cardNo),
    enabled: !!id && !shapeProblem && id !== storedId,
  });
  if (!id || id === storedId) return null;
  if (shapeProblem) return { ok: false, text: localizeMessage(shapeProblem) };
  if (check.isFetching || id !== cardId.trim().toLowerCase())
    return { ok: null, text: t('settings.checking') };
  if (check.isError) return { ok: false, text: t('settings.checkFailed') };
  if (!check.data) return null;
  return check.data.available
    ? { ok: true, text: t('settings.available', { id }) }
    : { ok: false, text: check.data.message ?? t('settings.notAvailable', { id }) };
}

/** Card settings: display, vanity card id, SEO title and description, which sections show, published. */
export function SettingsSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof settingsSchema>>({
    resolver: sectionResolver(settingsSchema),
    defaultValues: {
      display: card.settings.display,
      cardId: card.settings.cardId,
      seo: { title: card.settings.seo.title ?? '', description: card.settings.seo.description ?? '' },
      sections: card.settings.sections,
      published: card.settings.published,
      languages: cardLanguages(card.settings),
    },
  });
  useDraft(form.control, settingsSchema, 'settings', onDraft);
  const { onSubmit, saving, status } = useSectionSave('settings', card.cardNo, form, t('settings.saved'));
  const cardId = useWatch({ control: form.control, name: 'cardId' }) ?? '';
  const idStatus = useCardIdStatus(cardId, card.cardNo, card.cardId);
  const origin = new URL(card.publicUrl).origin;
  const e = form.formState.errors;
  const idField = muiField(form.register('cardId'), e.cardId);
  return (
    <SectionPanel
      id="settings"
      title={t('sectionName.settings')}
      summary={`${origin.replace(/^https?:\/\//, '')}/${card.cardId}`}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <TextField
        label={t('settings.cardId')}
        fullWidth
        {...idField}
        error={idField.error || idStatus?.ok === false}
        helperText={
          idField.helperText ?? (
            <Typography
              component="span"
              variant="caption"
              role="status"
              aria-live="polite"
              sx={{
                color: idStatus?.ok
                  ? 'success.main'
                  : idStatus?.ok === false
                    ? 'error.main'
                    : 'text.secondary',
              }}
            >
              {idStatus?.text ?? t('settings.cardIdHelp')}
            </Typography>
          )
        }
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">{origin.replace(/^https?:\/\//, '')}/</InputAdornment>
            ),
            endAdornment: idStatus ? (
              <InputAdornment position="end">
                {idStatus.ok === null ? (
                  <CircularProgress size={18} />
                ) : idStatus.ok ? (
                  <CheckCircle color="success" aria-hidden />
                ) : (
                  <ErrorOutlined color="error" aria-hidden />
                )}
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Controller
        control={form.control}
        name="display"
        render={({ field }) => (
          <div>
            <FormLabel id="card-display-label">{t('settings.display')}</FormLabel>
            <RadioGroup row aria-labelledby="card-display-label" {...field}>
              <FormControlLabel value="all-details" control={<Radio />} label={t('settings.allDetails')} />
              <FormControlLabel value="only-logo" control={<Radio />} label={t('settings.onlyLogo')} />
            </RadioGroup>
          </div>
        )}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('settings.seoTitle')}
            fullWidth
            {...muiField(form.register('seo.title'), e.seo?.title)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('settings.seoDescription')}
            fullWidth
            {...muiField(form.register('seo.description'), e.seo?.description)}
          />
        </Grid>
      </Grid>
      <div>
        <FormLabel component="p">{t('settings.showSections')}</FormLabel>
        <Grid container>
          {CARD_SECTIONS.map((s) => (
            <Grid key={s} size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name={`sections.${s}`}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value ?? true}
                        onChange={(ev) => field.onChange(ev.target.checked)}
                      />
                    }
                    label={t(SECTION_NAMES[s])}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </div>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => <CardLanguagesField value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value ?? false}
                onChange={(ev) => {
                  const on = ev.target.checked;
                  // Only a saved, published card goes offline: ask before switching that one off.
                  if (on || !card.settings.published) field.onChange(on);
                  else void confirmUnpublish(card.publicUrl).then((ok) => ok && field.onChange(false));
                }}
              />
            }
            label={t('settings.published')}
          />
        )}
      />
    </SectionPanel>
  );
}
