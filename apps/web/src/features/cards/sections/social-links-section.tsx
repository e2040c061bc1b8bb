import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_PLATFORMS,
  socialLinksSchema,
  type SocialPlatform,
} from '@panel/shared/schemas/card.ts';
import { muiField } from '@/lib/forms';
import { ListItemControls } from '../list-item-controls';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

interface Form {
  links: { platform: string; url: string }[];
}

/** Social profile links, one per platform. */
export function SocialLinksSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<Form, unknown, z.output<typeof socialLinksSchema>>({
    resolver: sectionResolver(socialLinksSchema),
    defaultValues: { links: card.socialLinks?.links ?? [] },
  });
  useDraft(form.control, socialLinksSchema, 'socialLinks', onDraft);
  const { onSubmit, saving, status } = useSectionSave('socialLinks', card.cardNo, form, t('social.saved'));
  const list = useFieldArray({ control: form.control, name: 'links' });
  const chosen = useWatch({ control: form.control, name: 'links' }) ?? [];
  const e = form.formState.errors.links;
  const free = SOCIAL_PLATFORMS.filter((p) => !chosen.some((l) => l.platform === p));
  return (
    <SectionPanel
      id="social-links"
      title={t('sectionName.socialLinks')}
      summary={
        chosen.length
          ? chosen.map((l) => SOCIAL_PLATFORM_NAMES[l.platform as SocialPlatform] ?? l.platform).join(', ')
          : t('social.summary')
      }
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      {list.fields.map((item, i) => (
        <Stack
          key={item.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Controller
            control={form.control}
            name={`links.${i}.platform`}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('social.platform')}
                sx={{ minWidth: 160 }}
                {...field}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {SOCIAL_PLATFORMS.map((p) => (
                  <MenuItem key={p} value={p} disabled={p !== field.value && !free.includes(p)}>
                    {SOCIAL_PLATFORM_NAMES[p]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('social.profileLink')}
            fullWidth
            {...muiField(form.register(`links.${i}.url`), e?.[i]?.url)}
          />
          <ListItemControls
            index={i}
            count={list.fields.length}
            label={t('social.item', { n: i + 1 })}
            onMove={list.move}
            onRemove={list.remove}
          />
        </Stack>
      ))}
      {e?.root?.message && <Typography color="error">{e.root.message}</Typography>}
      {free[0] && (
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => list.append({ platform: free[0] ?? 'facebook', url: '' })}
        >
          {t('social.add')}
        </Button>
      )}
    </SectionPanel>
  );
}
