import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  type FieldValues,
  type Resolver,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useWatch,
  type UseFormSetValue,
} from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_NATURES,
  businessFieldsSchema,
  type Business,
  isIndianAddress,
} from '@panel/shared/schemas/business.ts';
import { businessCategoriesQuery } from '@/lib/business-categories';
import { muiField } from '@/lib/forms';
import { ImageUploadField } from './image-upload-field';

const isBlankAddress = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every((x) => typeof x !== 'string' || x.trim() === '');

/**
 * The inputs always hold every field; an address left wholly empty means "no address" and blank
 * phone rows are not numbers. Applied before the shared schema, whose messages stay the only ones.
 */
export function cleanBusinessInput(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  const b = v as { phoneNumbers?: unknown; address?: unknown };
  return {
    ...b,
    phoneNumbers: Array.isArray(b.phoneNumbers)
      ? b.phoneNumbers.filter((p) => String(p).trim() !== '')
      : b.phoneNumbers,
    address: isBlankAddress(b.address) ? undefined : b.address,
  };
}

export const businessFormSchema = z.preprocess(cleanBusinessInput, businessFieldsSchema);

/** What the inputs hold: all strings, the address always present (blank = none). */
export interface BusinessFormInput {
  businessName: string;
  categoryId: string;
  natureOfBusiness: string;
  ownerName: string;
  phoneNumbers: string[];
  email: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string; country: string };
  logo: string;
}
export type BusinessFormOutput = z.output<typeof businessFormSchema>;

/** zodResolver for a form that nests these fields: preprocess makes the inferred input `unknown`. */
export const businessFormResolver = <S extends z.ZodType, I extends FieldValues, O>(schema: S) =>
  zodResolver(schema as never) as unknown as Resolver<I, unknown, O>;

export const emptyBusinessForm = (): BusinessFormInput => ({
  businessName: '',
  categoryId: '',
  natureOfBusiness: '',
  ownerName: '',
  phoneNumbers: [''],
  email: '',
  address: { line1: '', line2: '', city: '', state: '', pincode: '', country: '' },
  logo: '',
});

export const businessToForm = (b: Business): BusinessFormInput => ({
  businessName: b.businessName,
  categoryId: b.category?.categoryId ?? '',
  natureOfBusiness: b.natureOfBusiness ?? '',
  ownerName: b.ownerName ?? '',
  phoneNumbers: b.phoneNumbers.length > 0 ? b.phoneNumbers : [''],
  email: b.email ?? '',
  address: {
    line1: b.address?.line1 ?? '',
    line2: b.address?.line2 ?? '',
    city: b.address?.city ?? '',
    state: b.address?.state ?? '',
    pincode: b.address?.pincode ?? '',
    country: b.address?.country ?? '',
  },
  logo: b.logo ?? '',
});

type Form = { business: BusinessFormInput };

/**
 * The business fields (name, category, nature, owner, phones, e-mail, address, logo), used by the
 * customer's add/edit business page and staff's "new customer and business" dialog. Nested under
 * `business` so a larger form can hold them beside its own fields.
 */
export function BusinessFormFields<T extends Form, O extends FieldValues>(props: {
  control: Control<T, unknown, O>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<Form>['business'];
  logoUrl?: string | null;
}) {
  // The host form holds more fields than `business`; these inputs only touch `business.*`, which
  // every host has (T extends Form), but react-hook-form's types are invariant in the form shape.
  const control = props.control as unknown as Control<Form>;
  const register = props.register as unknown as UseFormRegister<Form>;
  const setValue = props.setValue as unknown as UseFormSetValue<Form>;
  const { errors, logoUrl } = props;
  const { t } = useTranslation();
  const categories = useQuery(businessCategoriesQuery);
  const phones = useWatch({ control, name: 'business.phoneNumbers' }) ?? [];
  // The PIN code rule and a required state are for Indian addresses; abroad, a free postal code.
  const indian = isIndianAddress({ country: useWatch({ control, name: 'business.address.country' }) });
  const phoneErrors = errors?.phoneNumbers;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('businessForm.name')}
          required
          fullWidth
          {...muiField(register('business.businessName'), errors?.businessName)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="business.categoryId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('businessForm.category')}
              required
              fullWidth
              {...field}
              value={field.value ?? ''}
              inputRef={field.ref}
              error={!!fieldState.error || categories.isError}
              helperText={
                fieldState.error?.message ??
                (categories.isError ? t('businessForm.categoriesFailed') : undefined)
              }
            >
              {categories.isPending && (
                <MenuItem value="" disabled>
                  {t('businessForm.loadingCategories')}
                </MenuItem>
              )}
              {(categories.data ?? []).map((c) => (
                <MenuItem key={c.categoryId} value={c.categoryId}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="business.natureOfBusiness"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('businessForm.nature')}
              fullWidth
              {...field}
              value={field.value ?? ''}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              <MenuItem value="">
                <em>{t('businessForm.notSpecified')}</em>
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
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('businessForm.owner')}
          fullWidth
          {...muiField(register('business.ownerName'), errors?.ownerName)}
        />
      </Grid>
      <Grid size={12}>
        <Stack spacing={1.5}>
          {phones.map((_, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={i === 0 ? t('businessForm.phone') : t('businessForm.phoneN', { n: String(i + 1) })}
                type="tel"
                inputMode="tel"
                fullWidth
                {...muiField(
                  register(`business.phoneNumbers.${i}`),
                  Array.isArray(phoneErrors) ? phoneErrors[i] : undefined,
                )}
              />
              {phones.length > 1 && (
                <IconButton
                  aria-label={t('businessForm.removePhone', { n: String(i + 1) })}
                  onClick={() =>
                    setValue(
                      'business.phoneNumbers',
                      phones.filter((__, j) => j !== i),
                    )
                  }
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Stack>
          ))}
          {phoneErrors && !Array.isArray(phoneErrors) && (
            <Typography color="error" variant="caption">
              {phoneErrors.message}
            </Typography>
          )}
          {phones.length < 3 && (
            <Button
              startIcon={<Add />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setValue('business.phoneNumbers', [...phones, ''])}
            >
              {t('businessForm.addPhone')}
            </Button>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('field.email')}
          type="email"
          fullWidth
          {...muiField(register('business.email'), errors?.email)}
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('businessForm.address')}
        </Typography>
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('businessForm.address1')}
          fullWidth
          {...muiField(register('business.address.line1'), errors?.address?.line1)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('businessForm.address2')}
          fullWidth
          {...muiField(register('business.address.line2'), errors?.address?.line2)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('businessForm.city')}
          fullWidth
          {...muiField(register('business.address.city'), errors?.address?.city)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={indian ? t('businessForm.state') : t('businessForm.region')}
          fullWidth
          {...muiField(register('business.address.state'), errors?.address?.state)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={indian ? t('businessForm.pincode') : t('businessForm.postalCode')}
          inputMode={indian ? 'numeric' : 'text'}
          fullWidth
          {...muiField(register('business.address.pincode'), errors?.address?.pincode)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('businessForm.country')}
          placeholder={t('businessForm.countryPlaceholder')}
          fullWidth
          {...muiField(register('business.address.country'), errors?.address?.country)}
          helperText={errors?.address?.country?.message ?? t('businessForm.countryHint')}
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="business.logo"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label={t('businessForm.logo')}
              value={field.value as string | undefined}
              previewUrl={logoUrl}
              onChange={(ref) => field.onChange(ref ?? '')}
              hierarchy1="business"
              hierarchy2="logo"
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
