import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TEMPLATES, templateSchema, type TemplateCode } from '@panel/shared/schemas/card.ts';
import { muiField } from '@/lib/forms';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

interface Form {
  templateCode: string;
  themeColor: string;
}

/** A miniature of each template's layout, so the choice is visual before the preview redraws. */
function TemplateThumb({ code, accent }: { code: TemplateCode; accent: string }) {
  const dark = code === 'style-4';
  const titleBar = dark ? '#e5e7eb' : '#374151';
  const bar = (w: string, c = dark ? '#4b5563' : '#d1d5db') => (
    <Box sx={{ height: 6, width: w, bgcolor: c, borderRadius: 3, mx: code === 'style-3' ? 0 : 'auto' }} />
  );
  return (
    <Box
      aria-hidden
      sx={{
        width: '100%',
        aspectRatio: '9 / 14',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: dark ? '#0f172a' : '#fff',
        border: 1,
        borderColor: 'divider',
        p: code === 'style-3' ? 1.5 : 0,
      }}
    >
      {code === 'style-1' && <Box sx={{ height: '30%', bgcolor: accent, opacity: 0.25 }} />}
      {code === 'style-2' && (
        <Box sx={{ height: '38%', background: `linear-gradient(135deg, ${accent}, #111827)` }} />
      )}
      <Stack
        spacing={0.75}
        sx={{
          alignItems: code === 'style-3' ? 'flex-start' : 'center',
          mt: code === 'style-3' ? 0 : code === 'style-4' ? 2 : -2.5,
          px: 1,
        }}
      >
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: code === 'style-3' ? 1 : '50%',
            bgcolor: accent,
            border: 3,
            borderColor: dark ? '#0f172a' : '#fff',
            boxShadow: code === 'style-4' ? `0 0 12px ${accent}` : undefined,
          }}
        />
        {bar('60%', titleBar)}
        {bar('40%')}
        <Stack direction="row" spacing={0.5} sx={{ pt: 0.5 }}>
          {[0, 1, 2].map((i) => (
            <Box
              key={i}
              sx={{
                width: 18,
                height: 18,
                borderRadius: code === 'style-3' ? 0.5 : '50%',
                bgcolor: accent,
                boxShadow: code === 'style-4' ? `0 0 8px ${accent}` : undefined,
              }}
            />
          ))}
        </Stack>
        {bar('80%')}
        {bar('70%')}
      </Stack>
    </Box>
  );
}

/** Picks one of the templates (style-1, style-2, …) and the accent colour. */
export function TemplateSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof templateSchema>>({
    resolver: sectionResolver(templateSchema),
    defaultValues: {
      templateCode: card.template?.templateCode ?? 'style-1',
      themeColor: card.template?.themeColor ?? '#1565c0',
    },
  });
  useDraft(form.control, templateSchema, 'template', onDraft);
  const { onSubmit, saving, status } = useSectionSave('template', card.cardNo, form, t('template.saved'));
  const accent = useWatch({ control: form.control, name: 'themeColor' }) || '#1565c0';
  const current = TEMPLATES.find((tpl) => tpl.code === card.template?.templateCode);
  return (
    <SectionPanel
      id="template"
      title={t('sectionName.template')}
      summary={current ? t(`template.${current.code}.name`) : t('template.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      <Controller
        control={form.control}
        name="templateCode"
        render={({ field }) => (
          <Grid container spacing={1.5} role="radiogroup" aria-label={t('sectionName.template')}>
            {TEMPLATES.map((tpl) => {
              const selected = field.value === tpl.code;
              const name = t(`template.${tpl.code}.name`);
              return (
                <Grid key={tpl.code} size={{ xs: 6, sm: 3 }}>
                  <ButtonBase
                    role="radio"
                    aria-checked={selected}
                    aria-label={`${name} (${tpl.code})`}
                    onClick={() => field.onChange(tpl.code)}
                    sx={{
                      display: 'block',
                      width: '100%',
                      textAlign: 'left',
                      borderRadius: 2,
                      p: 0.75,
                      outline: selected ? '3px solid' : '1px solid',
                      outlineColor: selected ? 'primary.main' : 'divider',
                    }}
                  >
                    <TemplateThumb code={tpl.code} accent={accent} />
                    <Typography sx={{ fontWeight: 600, mt: 0.75 }}>{name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`template.${tpl.code}.description`)}
                    </Typography>
                  </ButtonBase>
                </Grid>
              );
            })}
          </Grid>
        )}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          component="input"
          type="color"
          aria-label={t('template.accentPicker')}
          value={accent}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
            form.setValue('themeColor', e.target.value, { shouldDirty: true })
          }
          sx={{ width: 48, height: 40, p: 0, border: 0, bgcolor: 'transparent' }}
        />
        <TextField
          label={t('template.accent')}
          size="small"
          {...muiField(form.register('themeColor'), form.formState.errors.themeColor)}
        />
      </Stack>
    </SectionPanel>
  );
}
