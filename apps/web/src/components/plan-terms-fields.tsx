import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  useController,
  useFormState,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FrameVisibility, PlanLimits } from '@panel/shared/schemas/plan.ts';
import { muiField } from '@/lib/forms';
import { PlanLimitsFields } from './plan-limits-fields';

/** The fields a plan form and the custom plan card share, as the form holds them (rupees and counts as typed). */
export interface PlanTermsForm extends FieldValues {
  price: string;
  validity: string;
  validityUnit: 'day' | 'month' | 'year';
  limits: PlanLimits;
  frameVisibility: FrameVisibility;
}

const UNITS = ['day', 'month', 'year'] as const;

// react-hook-form types paths per form; these fields exist on every PlanTermsForm.
const at = <T extends PlanTermsForm>(name: keyof PlanTermsForm & string) => name as Path<T>;

/** Price in ₹, validity with its unit (some units may be offered but disabled), and what the plan includes. */
export function PlanTermsFields<T extends PlanTermsForm, Out extends FieldValues>({
  control,
  register,
  imagePost,
  disabledUnits = [],
  priceFirst = true,
}: {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  imagePost: { enableImagePost: boolean; isVideoPostsIncluded: boolean };
  disabledUnits?: PlanTermsForm['validityUnit'][];
  /** The custom plan card lists validity before price (spec section 5's order). */
  priceFirst?: boolean;
}) {
  const { t } = useTranslation();
  const unit = useController({ control, name: at<T>('validityUnit') });
  const limits = useController({ control, name: at<T>('limits') });
  const frames = useController({ control, name: at<T>('frameVisibility') });
  const errors = useFormState({ control }).errors as Partial<Record<string, FieldError>>;
  const limitErrors = Object.fromEntries(
    Object.entries((errors.limits ?? {}) as Record<string, FieldError | undefined>).map(([k, v]) => [
      k,
      v?.message,
    ]),
  );
  const priceField = (
    <TextField
      label={t('plan.price')}
      inputMode="decimal"
      slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      {...muiField(register(at<T>('price')), errors.price)}
    />
  );
  return (
    <>
      {priceFirst && priceField}
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('plan.validity')}
          inputMode="numeric"
          sx={{ flex: '1 1 0', minWidth: 0 }}
          {...muiField(register(at<T>('validity')), errors.validity)}
        />
        <TextField select label={t('plan.unit')} sx={{ flex: '0 0 120px' }} {...unit.field}>
          {UNITS.map((value) => (
            <MenuItem key={value} value={value} disabled={disabledUnits.includes(value)}>
              {t(`plan.unit.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!priceFirst && priceField}
      <PlanLimitsFields
        imagePost={imagePost}
        value={{
          limits: limits.field.value as PlanLimits,
          frameVisibility: frames.field.value as FrameVisibility,
        }}
        errors={limitErrors}
        onChange={(v) => {
          limits.field.onChange(v.limits);
          frames.field.onChange(v.frameVisibility);
        }}
      />
    </>
  );
}
