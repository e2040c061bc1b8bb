import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { addressSchema, isIndianAddress, type Business } from '@panel/shared/schemas/business.ts';
import { TITLES, basicDetailsSchema, type BasicDetails, type Card } from '@panel/shared/schemas/card.ts';
import { ImageUploadField } from '@/components/image-upload-field';
import { muiField } from '@/lib/forms';
import { localizeMessage } from '@/lib/i18n';
import { sectionResolver, useDraft, type DraftListener } from '../section-form';
import { blankObjectToUndefined, dropBlankStrings } from './form-helpers';
import { useTranslation } from 'react-i18next';

export const basicDetailsFormSchema = basicDetailsSchema.extend({
  phoneNumbers: dropBlankStrings(basicDetailsSchema.shape.phoneNumbers),
  emails: dropBlankStrings(basicDetailsSchema.shape.emails),
  address: blankObjectToUndefined(addressSchema),
});

export interface BasicDetailsForm {
  title: string;
  name: string;
  designation: string;
  companyName: string;
  tagline: string;
  phoneNumbers: string[];
  whatsappNumber: string;
  emails: string[];
  website: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string; country: string };
  mapLink: string;
  logo: string;
  coverImage: string;
}

export const toBasicDetailsForm = (
  b: Partial<BasicDetails> | null,
  fallbackCompany = '',
): BasicDetailsForm => ({
  title: b?.title ?? '',
  name: b?.name ?? '',
  designation: b?.designation ?? '',
  companyName: b?.companyName ?? fallbackCompany,
  tagline: b?.tagline ?? '',
  phoneNumbers: b?.phoneNumbers?.length ? b.phoneNumbers : [''],
  whatsappNumber: b?.whatsappNumber ?? '',
  emails: b?.emails?.length ? b.emails : [''],
  website: b?.website ?? '',
  address: {
    line1: b?.address?.line1 ?? '',
    line2: b?.address?.line2 ?? '',
    city: b?.address?.city ?? '',
    state: b?.address?.state ?? '',
    pincode: b?.address?.pincode ?? '',
    country: b?.address?.country ?? '',
  },
  mapLink: b?.mapLink ?? '',
  logo: b?.logo ?? '',
  coverImage: b?.coverImage ?? '',
});

/** A new card starts from what its business already holds (all editable): no re-typing. */
export const basicDetailsFromBusiness = (b: Business): BasicDetailsForm =>
  toBasicDetailsForm({
    name: b.ownerName ?? undefined,
    companyName: b.businessName,
    phoneNumbers: b.phoneNumbers,
    emails: b.email ? [b.email] : [],
    address: b.address ?? undefined,
    logo: b.logo ?? undefined,
  });

export const BASIC_DETAILS_FIELDS = [
  'title',
  'name',
  'designation',
  'companyName',
  'tagline',
  'phoneNumbers',
  'whatsappNumber',
  'emails',
  'website',
  'mapLink',
  'logo',
  'coverImage',
] as const;

const noop = () => undefined;
const localize = (message: string | undefined) =>
  message === undefined ? undefined : localizeMessage(message);
/** Examples of the shapes asked for, not texts. */
const WEBSITE_EXAMPLE = 'www.example.com';
const MAP_LINK_EXAMPLE = 'https://maps.app.goo.gl/…';

export function useBasicDetailsForm(initial: BasicDetailsForm, onDraft?: DraftListener) {
  const form = useForm<BasicDetailsForm, unknown, z.output<typeof basicDetailsSchema>>({
    resolver: sectionResolver(basicDetailsFormSchema),
    defaultValues: initial,
  });
  useDraft(form.control, basicDetailsFormSchema, 'basicDetails', onDraft ?? noop);
  return form;
}
type BasicForm = ReturnType<typeof useBasicDetailsForm>;

/** A repeatable contact input (phones, e-mails): up to `max` rows, blank rows ignored on save. */
function RepeatedField({
  form,
  name,
  label,
  numberedLabel,
  removeLabel,
  addLabel,
  type,
  max,
}: {
  form: BasicForm;
  name: 'phoneNumbers' | 'emails';
  label: string;
  /** The label of row n (from 2). */
  numberedLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  type: 'tel' | 'email';
  max: number;
}) {
  const values = useWatch({ control: form.control, name }) ?? [];
  const errors = form.formState.errors[name];
  return (
    <Stack spacing={1.5}>
      {values.map((_, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={i === 0 ? label : numberedLabel(i + 1)}
            type={type}
            required={name === 'phoneNumbers' && i === 0}
            fullWidth
            {...muiField(
              form.register(`${name}.${i}`),
              (Array.isArray(errors) ? errors[i] : undefined) as FieldError | undefined,
            )}
          />
          {values.length > 1 && (
            <IconButton
              aria-label={removeLabel(i + 1)}
              onClick={() =>
                form.setValue(
                  name,
                  values.filter((__, j) => j !== i),
                )
              }
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      {errors && !Array.isArray(errors) && (
        <Typography color="error" variant="caption" role="alert">
          {errors.message}
        </Typography>
      )}
      {values.length < max && (
        <Button
          size="small"
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => form.setValue(name, [...values, ''])}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

/** The basic details inputs: who, how to reach them, where, and the logo and cover image. */
export function BasicDetailsFields({ form, media }: { form: BasicForm; media?: Card['media'] }) {
  const { t } = useTranslation('cards');
  const { register, control, formState } = form;
  const e = formState.errors;
  // The PIN code rule and a required state are for Indian addresses; abroad, a free postal code.
  const indian = isIndianAddress({ country: useWatch({ control, name: 'address.country' }) });
  const image = (name: 'logo' | 'coverImage', label: string, slot: 'logo' | 'cover') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          label={label}
          value={field.value}
          previewUrl={field.value ? media?.[field.value]?.url : null}
          onChange={(ref) => field.onChange(ref ?? '')}
          hierarchy1="card"
          hierarchy2={slot}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const logo = image('logo', t('basic.logo'), 'logo');
  const cover = image('coverImage', t('basic.cover'), 'cover');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 4, sm: 2 }}>
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <TextField select label={t('basic.title')} fullWidth {...field} inputRef={field.ref}>
              <MenuItem value="">
                <em>{t('basic.none')}</em>
              </MenuItem>
              {TITLES.map((title) => (
                <MenuItem key={title} value={title}>
                  {t(`basic.title.${title}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 8, sm: 5 }}>
        <TextField label={t('basic.name')} required fullWidth {...muiField(register('name'), e.name)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <TextField
          label={t('basic.designation')}
          fullWidth
          {...muiField(register('designation'), e.designation)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('basic.companyName')}
          required
          fullWidth
          {...muiField(register('companyName'), e.companyName)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={t('basic.tagline')} fullWidth {...muiField(register('tagline'), e.tagline)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RepeatedField
          form={form}
          name="phoneNumbers"
          label={t('basic.phone')}
          numberedLabel={(n) => t('basic.phoneN', { n })}
          removeLabel={(n) => t('basic.removePhone', { n })}
          addLabel={t('basic.addPhone')}
          type="tel"
          max={3}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('basic.whatsapp')}
          type="tel"
          fullWidth
          {...muiField(register('whatsappNumber'), e.whatsappNumber)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RepeatedField
          form={form}
          name="emails"
          label={t('basic.email')}
          numberedLabel={(n) => t('basic.emailN', { n })}
          removeLabel={(n) => t('basic.removeEmail', { n })}
          addLabel={t('basic.addEmail')}
          type="email"
          max={3}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('basic.website')}
          fullWidth
          placeholder={WEBSITE_EXAMPLE}
          {...muiField(register('website'), e.website)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('basic.line1')}
          fullWidth
          {...muiField(register('address.line1'), e.address?.line1)}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('basic.line2')}
          fullWidth
          {...muiField(register('address.line2'), e.address?.line2)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('basic.city')}
          fullWidth
          {...muiField(register('address.city'), e.address?.city)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={indian ? t('basic.state') : t('basic.region')}
          fullWidth
          {...muiField(register('address.state'), e.address?.state)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={indian ? t('basic.pincode') : t('basic.postalCode')}
          inputMode={indian ? 'numeric' : 'text'}
          fullWidth
          {...muiField(register('address.pincode'), e.address?.pincode)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          label={t('basic.country')}
          placeholder={t('basic.countryPlaceholder')}
          fullWidth
          {...muiField(register('address.country'), e.address?.country)}
          helperText={localize(e.address?.country?.message) ?? t('basic.countryHelp')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('basic.mapLink')}
          placeholder={MAP_LINK_EXAMPLE}
          fullWidth
          {...muiField(register('mapLink'), e.mapLink)}
          helperText={localize(e.mapLink?.message) ?? t('basic.mapLinkHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{logo}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{cover}</Grid>
    </Grid>
  );
}
