import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { registerUserAndGetBusinessesBodySchema } from '@panel/shared/schemas/business.ts';
import {
  BusinessFormFields,
  type BusinessFormInput,
  businessFormResolver,
  cleanBusinessInput,
  emptyBusinessForm,
} from '@/components/business-form-fields';
import { applyServerErrors, muiField } from '@/lib/forms';
import type { RegisteredCustomer } from '@panel/shared/schemas/business.ts';
import { useRegisterUserAndGetBusinesses } from '@/lib/register-user-and-get-businesses';

const schema = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null
      ? { ...v, business: cleanBusinessInput((v as { business?: unknown }).business) }
      : v,
  registerUserAndGetBusinessesBodySchema,
);
interface FormInput {
  isForeignUser: boolean;
  phoneNumber: string;
  email: string;
  name: string;
  business: BusinessFormInput;
}
type FormOutput = z.output<typeof registerUserAndGetBusinessesBodySchema>;

/** Staff create a customer (or find them by phone / e-mail) and their business in one step. */
export function CreateCustomerDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (r: RegisteredCustomer) => void;
}) {
  const theme = useTheme();
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const register = useRegisterUserAndGetBusinesses();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: businessFormResolver<typeof schema, FormInput, FormOutput>(schema),
    defaultValues: {
      isForeignUser: false,
      phoneNumber: '',
      email: '',
      name: '',
      business: emptyBusinessForm(),
    },
  });
  const foreign = useWatch({ control: form.control, name: 'isForeignUser' });
  const e = form.formState.errors;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await register.mutateAsync(body);
      form.reset();
      onCreated(result);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, [
          'phoneNumber',
          'email',
          'name',
          'business.businessName',
          'business.categoryId',
        ]),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="create-customer-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="create-customer-title">{t('createCustomer.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Typography variant="subtitle2">{t('createCustomer.customer')}</Typography>
            <Controller
              control={form.control}
              name="isForeignUser"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(ev) => field.onChange(ev.target.checked)} />
                  }
                  label={t('createCustomer.foreign')}
                />
              )}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                {foreign ? (
                  <TextField
                    label={t('field.email')}
                    type="email"
                    required
                    fullWidth
                    {...muiField(form.register('email'), e.email)}
                  />
                ) : (
                  <TextField
                    label={t('field.mobileNumber')}
                    type="tel"
                    required
                    fullWidth
                    {...muiField(form.register('phoneNumber'), e.phoneNumber)}
                  />
                )}
              </Grid>
              {foreign || (
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    label={t('field.email')}
                    type="email"
                    fullWidth
                    {...muiField(form.register('email'), e.email)}
                  />
                </Grid>
              )}
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  label={t('createCustomer.name')}
                  fullWidth
                  {...muiField(form.register('name'), e.name)}
                />
              </Grid>
            </Grid>
            <Typography variant="subtitle2">{t('createCustomer.business')}</Typography>
            <BusinessFormFields
              control={form.control}
              register={form.register}
              setValue={form.setValue}
              errors={e.business}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={register.isPending}>
            {register.isPending ? t('createCustomer.creating') : t('createCustomer.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
