import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactFieldSchema } from '@panel/shared/card/contact-fields.ts';
import { linksSchema } from '@panel/shared/schemas/card.ts';
import type { LinkType } from '@panel/shared/schemas/link-store.ts';
import { linkCategoriesQuery } from '@/lib/link-categories';
import { muiField } from '@/lib/forms';
import { ListItemControls } from '../list-item-controls';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

interface Form {
  items: { linkTypeId: string; value: string; label: string }[];
}

/** The links schema plus each value checked as its Link Store type's contact field (same messages as the server). */
const schemaFor = (types: ReadonlyMap<string, LinkType>) =>
  linksSchema.superRefine((v, ctx) => {
    v.items.forEach((item, i) => {
      const type = types.get(item.linkTypeId);
      if (!type) return;
      const parsed = contactFieldSchema(type.fieldType).safeParse(item.value);
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'value'],
          message: parsed.error.issues[0]?.message ?? 'Invalid value.',
        });
    });
  });

const INPUT_TYPE = { tel: 'tel', email: 'email', url: 'url', text: 'text' } as const;

/**
 * Links typed by the Link Store (WhatsApp, website/app, location, social media, review, local
 * listing, food delivery…) in any combination and order. With `coachmark` the panel explains itself.
 */
export function LinksSection({
  card,
  onDraft,
  expanded,
  onToggle,
  coachmark,
  onDismissCoachmark,
  panelRef,
}: SectionProps & { coachmark: boolean; onDismissCoachmark: () => void; panelRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('cards');
  const categories = useQuery(linkCategoriesQuery);
  const types = useMemo(
    () => new Map((categories.data ?? []).flatMap((c) => c.linkTypes).map((t) => [t.linkTypeId, t] as const)),
    [categories.data],
  );
  const schema = useMemo(() => schemaFor(types), [types]);
  const form = useForm<Form, unknown, z.output<typeof linksSchema>>({
    resolver: sectionResolver(schema),
    defaultValues: {
      items: (card.links?.items ?? []).map((l) => ({
        linkTypeId: l.linkTypeId,
        value: l.value,
        label: l.label ?? '',
      })),
    },
  });
  useDraft(form.control, schema, 'links', onDraft);
  const { onSubmit, saving, status } = useSectionSave('links', card.cardNo, form, t('links.saved'));
  const list = useFieldArray({ control: form.control, name: 'items' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const e = form.formState.errors.items;
  const count = card.links?.items.length ?? 0;

  return (
    <SectionPanel
      id="links"
      title={t('sectionName.links')}
      summary={count ? t('links.count', { count }) : t('links.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
      panelRef={panelRef}
      highlight={coachmark}
    >
      {coachmark && (
        <Paper
          role="note"
          aria-label={t('links.tip')}
          elevation={0}
          sx={{ p: 2, bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 2 }}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('links.tipTitle')}</Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('links.tipText')}
          </Typography>
          <Button
            size="small"
            variant="contained"
            color="inherit"
            sx={{ mt: 1, color: 'text.primary' }}
            onClick={onDismissCoachmark}
          >
            {t('links.gotIt')}
          </Button>
        </Paper>
      )}
      {categories.isError && <Typography color="error">{t('links.typesError')}</Typography>}
      {list.fields.map((item, i) => {
        const type = types.get(item.linkTypeId);
        return (
          <Stack
            key={item.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', minWidth: { sm: 150 }, pt: { sm: 2 } }}
            >
              {type?.iconUrl && (
                <Box component="img" src={type.iconUrl} alt="" sx={{ width: 24, height: 24 }} />
              )}
              <Typography sx={{ fontWeight: 600 }}>{type?.name ?? t('links.link')}</Typography>
            </Stack>
            <TextField
              label={
                type?.fieldType === 'tel'
                  ? t('links.phone')
                  : type?.fieldType === 'email'
                    ? t('links.email')
                    : type?.fieldType === 'url'
                      ? t('links.link')
                      : t('links.value')
              }
              type={INPUT_TYPE[type?.fieldType ?? 'text']}
              placeholder={type?.placeholder ?? undefined}
              fullWidth
              {...muiField(form.register(`items.${i}.value`), e?.[i]?.value)}
            />
            <TextField
              label={t('links.buttonText')}
              fullWidth
              {...muiField(form.register(`items.${i}.label`), e?.[i]?.label)}
            />
            <ListItemControls
              index={i}
              count={list.fields.length}
              label={type ? `${type.name} ${i + 1}` : t('links.item', { n: i + 1 })}
              onMove={list.move}
              onRemove={list.remove}
            />
          </Stack>
        );
      })}
      {list.fields.length < 30 && (
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={(ev) => setAnchor(ev.currentTarget)}
          disabled={!categories.data}
          aria-haspopup="menu"
        >
          {t('links.add')}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(categories.data ?? []).flatMap((c) => [
          <ListSubheader key={`h-${c.linkCategoryId}`}>{c.name}</ListSubheader>,
          ...c.linkTypes.map((t) => (
            <MenuItem
              key={t.linkTypeId}
              onClick={() => {
                list.append({ linkTypeId: t.linkTypeId, value: '', label: '' });
                setAnchor(null);
              }}
            >
              {t.name}
            </MenuItem>
          )),
        ])}
      </Menu>
    </SectionPanel>
  );
}
