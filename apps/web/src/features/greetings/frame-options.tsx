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
import { formatPaise } from '@panel/shared/money.ts';
import {
  BUSINESS_DETAILS,
  GREETING_TEXTS,
  type BusinessDetail,
  type FrameKind,
} from '@panel/shared/schemas/image-post.ts';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import { politicalPartiesQuery } from '@/lib/political-parties';
import type { EditorInput } from './editor-form';

const FRAME_LABELS: Record<FrameKind, string> = {
  regular: 'Regular',
  product: 'Product',
  political: 'Political',
};
const DETAIL_LABELS: Record<BusinessDetail, string> = {
  logo: 'Logo',
  name: 'Business name',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  address: 'Address',
  email: 'E-mail',
  website: 'Website',
};

/**
 * The editor's choices: which frame (only those the plan shows), the product or party the frame
 * needs, and which business details appear in the frame.
 */
export function FrameOptions({
  control,
  businessId,
  frames,
}: {
  control: Control<EditorInput>;
  businessId: string;
  frames: FrameKind[];
}) {
  const frame = useWatch({ control, name: 'frame' });
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="frame"
        render={({ field }) => (
          <div>
            <FormLabel id="frame-label" sx={{ display: 'block', mb: 0.5 }}>
              Frame
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
                  {FRAME_LABELS[f]}
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
              <FormLabel component="legend">Show on the post</FormLabel>
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
                    label={DETAIL_LABELS[d]}
                  />
                ))}
              </FormGroup>
            </fieldset>
          );
        }}
      />
    </Stack>
  );
}

function ProductPicker({ control, businessId }: { control: Control<EditorInput>; businessId: string }) {
  const cards = useQuery({ ...cardsByBusinessQuery(businessId), meta: { handlesErrors: true } });
  const products = cards.data?.[0]?.products?.items ?? [];
  if (cards.isPending) return null;
  if (cards.isError) return <Alert severity="error">Your card's products could not be loaded.</Alert>;
  if (products.length === 0) return <Alert severity="info">{GREETING_TEXTS.noProducts}</Alert>;
  return (
    <Controller
      control={control}
      name="productIndex"
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          label="Product"
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {products.map((p, i) => (
            <MenuItem key={i} value={i}>
              {p.name}
              {p.price !== undefined ? ` · ${formatPaise(p.price)}` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function PartyPicker({ control }: { control: Control<EditorInput> }) {
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
              label="Political party"
              error={!!fieldState.error || parties.isError}
              helperText={parties.isError ? 'The party list could not be loaded.' : fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
