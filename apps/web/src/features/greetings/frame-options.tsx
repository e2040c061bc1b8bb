import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  BUSINESS_DETAILS,
  GREETING_TEXTS,
  type BusinessDetail,
  type FrameKind,
} from '@panel/shared/schemas/image-post.ts';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import { formatMoney } from '@/lib/format-number';
import { localizeMessage } from '@/lib/i18n';
import { politicalPartiesQuery } from '@/lib/political-parties';
import type { EditorInput, FrameTexts } from './editor-form';
import { useTranslation } from 'react-i18next';

/** The details whose words the customer may rewrite for the frame. */
const FRAME_TEXTS = ['name', 'address'] as const satisfies readonly (keyof FrameTexts & BusinessDetail)[];

/** A schema message on a field, in the current language. */
const localize = (message: string | undefined) =>
  message === undefined ? undefined : localizeMessage(message);

/**
 * The editor's choices: which frame (only those the plan shows), the product or party the frame
 * needs, which business details appear in the frame, and the name and address as it prints them
 * (prefilled with the card's, to rewrite in the card's language, say).
 */
export function FrameOptions({
  control,
  businessId,
  frames,
  prefilled,
}: {
  control: Control<EditorInput>;
  businessId: string;
  frames: FrameKind[];
  prefilled: FrameTexts;
}) {
  const { t } = useTranslation('greetings');
  const frame = useWatch({ control, name: 'frame' });
  const details = useWatch({ control, name: 'details' });
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="frame"
        render={({ field }) => (
          <div>
            <FormLabel id="frame-label" sx={{ display: 'block', mb: 0.5 }}>
              {t('frame.label')}
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              aria-labelledby="frame-label"
              value={field.value}
              onChange={(_, v: FrameKind | null) => v && field.onChange(v)}
            >
              {frames.map((f) => (
                <ToggleButton key={f} value={f}>
                  {t(`frame.${f}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
        )}
      />
      {frame === 'product' && <ProductPicker control={control} businessId={businessId} />}
      {frame === 'political' && <PartyPicker control={control} />}
      <Controller
        control={control}
        name="details"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          const toggle = (d: BusinessDetail, on: boolean) =>
            field.onChange(BUSINESS_DETAILS.filter((x) => (x === d ? on : chosen.has(x))));
          return (
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <FormLabel component="legend">{t('frame.showOnPost')}</FormLabel>
              <FormGroup row sx={{ columnGap: 1 }}>
                {BUSINESS_DETAILS.map((d) => (
                  <FormControlLabel
                    key={d}
                    sx={{ minWidth: 140, mr: 0 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.has(d)}
                        onChange={(e) => toggle(d, e.target.checked)}
                      />
                    }
                    label={t(`detail.${d}`)}
                  />
                ))}
              </FormGroup>
            </fieldset>
          );
        }}
      />
      {FRAME_TEXTS.filter((k) => details?.includes(k)).map((k) => (
        <Controller
          key={k}
          control={control}
          name={`frameTexts.${k}`}
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              multiline={k === 'address'}
              label={t(`frameText.${k}`)}
              // Untouched, the field shows what the frame prints anyway.
              value={field.value ?? prefilled[k]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={localize(fieldState.error?.message)}
            />
          )}
        />
      ))}
    </Stack>
  );
}

function ProductPicker({ control, businessId }: { control: Control<EditorInput>; businessId: string }) {
  const { t } = useTranslation('greetings');
  const cards = useQuery({ ...cardsByBusinessQuery(businessId), meta: { handlesErrors: true } });
  const products = cards.data?.[0]?.products?.items ?? [];
  if (cards.isPending) return null;
  if (cards.isError) return <Alert severity="error">{t('frame.productsError')}</Alert>;
  if (products.length === 0)
    return (
      <Alert severity="info">{t('texts.noProducts', { defaultValue: GREETING_TEXTS.noProducts })}</Alert>
    );
  return (
    <Controller
      control={control}
      name="productIndex"
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label={t('frame.product')}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          error={!!fieldState.error}
          helperText={localize(fieldState.error?.message)}
        >
          {products.map((p, i) => (
            <MenuItem key={i} value={i}>
              {p.name}
              {p.price !== undefined ? ` · ${formatMoney(p.price)}` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function PartyPicker({ control }: { control: Control<EditorInput> }) {
  const { t } = useTranslation('greetings');
  const parties = useQuery(politicalPartiesQuery);
  return (
    <Controller
      control={control}
      name="partyId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={parties.data ?? []}
          loading={parties.isPending}
          value={parties.data?.find((p) => p.id === field.value) ?? null}
          onChange={(_, p) => field.onChange(p?.id)}
          getOptionLabel={(p) => p.selectLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t('frame.party')}
              error={!!fieldState.error || parties.isError}
              helperText={parties.isError ? t('frame.partiesError') : localize(fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
