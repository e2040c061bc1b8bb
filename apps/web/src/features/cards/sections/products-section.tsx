import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { productSchema, productsSchema, type Products } from '@panel/shared/schemas/card.ts';
import { ImageUploadField } from '@/components/image-upload-field';
import { muiField } from '@/lib/forms';
import { ListItemControls } from '../list-item-controls';
import { SectionPanel } from '../section-panel';
import { sectionResolver, useDraft } from '../section-form';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

/** Rupees typed by a person ("1,499.50") to integer paise; anything else fails the shared price rule. */
export function rupeesToPaiseInput(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const cleaned = v.replace(/[₹,\s]/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number((Number(cleaned) * 100).toFixed(6));
}

const schema = productsSchema.extend({
  items: z
    .array(productSchema.extend({ price: z.preprocess(rupeesToPaiseInput, productSchema.shape.price) }))
    .max(50, 'At most 50 products.'),
});

interface ItemForm {
  name: string;
  price: string;
  priceUnit: string;
  description: string;
  image: string;
  enquireOnWhatsapp: boolean;
}
const emptyItem = (): ItemForm => ({
  name: '',
  price: '',
  priceUnit: '',
  description: '',
  image: '',
  enquireOnWhatsapp: true,
});
const toItems = (p: Products | null): ItemForm[] =>
  (p?.items ?? []).map((i) => ({
    name: i.name,
    price: i.price === undefined ? '' : (i.price / 100).toString(),
    priceUnit: i.priceUnit ?? '',
    description: i.description ?? '',
    image: i.image ?? '',
    enquireOnWhatsapp: i.enquireOnWhatsapp,
  }));

/** Products and services: name, price in ₹ (kept in paise), image, description, WhatsApp enquiry. */
export function ProductsSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useForm<{ items: ItemForm[] }, unknown, z.output<typeof schema>>({
    resolver: sectionResolver(schema),
    defaultValues: { items: toItems(card.products) },
  });
  useDraft(form.control, schema, 'products', onDraft);
  const { onSubmit, saving, status } = useSectionSave('products', card.cardNo, form, t('products.saved'));
  const list = useFieldArray({ control: form.control, name: 'items' });
  const e = form.formState.errors.items;
  const count = card.products?.items.length ?? 0;
  return (
    <SectionPanel
      id="products"
      title={t('sectionName.products')}
      summary={count ? t('products.count', { count }) : t('products.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={saving}
      status={status}
    >
      {list.fields.map((item, i) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography sx={{ flex: 1, fontWeight: 600 }}>{t('products.itemTitle', { n: i + 1 })}</Typography>
            <ListItemControls
              index={i}
              count={list.fields.length}
              label={t('products.item', { n: i + 1 })}
              onMove={list.move}
              onRemove={list.remove}
            />
          </Stack>
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t('products.name')}
                required
                fullWidth
                {...muiField(form.register(`items.${i}.name`), e?.[i]?.name)}
              />
            </Grid>
            <Grid size={{ xs: 7, sm: 3 }}>
              <TextField
                label={t('products.price')}
                inputMode="decimal"
                fullWidth
                slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
                {...muiField(form.register(`items.${i}.price`), e?.[i]?.price)}
              />
            </Grid>
            <Grid size={{ xs: 5, sm: 3 }}>
              <TextField
                label={t('products.unit')}
                placeholder={t('products.unitPlaceholder')}
                fullWidth
                {...muiField(form.register(`items.${i}.priceUnit`), e?.[i]?.priceUnit)}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label={t('products.description')}
                multiline
                minRows={2}
                fullWidth
                {...muiField(form.register(`items.${i}.description`), e?.[i]?.description)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name={`items.${i}.image`}
                render={({ field, fieldState }) => (
                  <ImageUploadField
                    label={t('products.image', { n: i + 1 })}
                    value={field.value}
                    previewUrl={field.value ? card.media[field.value]?.url : null}
                    onChange={(ref) => field.onChange(ref ?? '')}
                    hierarchy1="card"
                    hierarchy2="product"
                    error={fieldState.error?.message}
                    size={72}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name={`items.${i}.enquireOnWhatsapp`}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />
                    }
                    label={t('products.enquire')}
                  />
                )}
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
      {list.fields.length === 0 && <Box sx={{ color: 'text.secondary' }}>{t('products.empty')}</Box>}
      {list.fields.length < 50 && (
        <Button startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} onClick={() => list.append(emptyItem())}>
          {t('products.add')}
        </Button>
      )}
    </SectionPanel>
  );
}
