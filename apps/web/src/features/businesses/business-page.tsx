import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Business } from '@panel/shared/schemas/business.ts';
import {
  type BusinessFormInput,
  BusinessFormFields,
  businessFormResolver,
  businessFormSchema,
  businessToForm,
  emptyBusinessForm,
} from '@/components/business-form-fields';
import { ErrorState, LoadingState } from '@/components/page-states';
import { applyServerErrors } from '@/lib/forms';
import { cardAddPath } from '@/lib/card-routes';
import { dialogs } from '@/lib/dialogs';
import { useDeleteBusiness } from '@/lib/delete-business';
import { useBusiness } from '@/lib/business';
import { useSaveBusiness } from './api/save-business';

const formSchema = z.object({ business: businessFormSchema });
type FormInput = { business: BusinessFormInput };
type FormOutput = z.output<typeof formSchema>;

const FORM_FIELDS = [
  'businessName',
  'categoryId',
  'natureOfBusiness',
  'ownerName',
  'email',
  'logo',
  'address.line1',
  'address.city',
  'address.state',
  'address.pincode',
] as const;

/**
 * /panel/customer/businesses/add (query userId, isForeignUser, shouldRedirectToDigitalCardEditorOnAddBusiness,
 * shouldCreateDigitalCard) and /panel/customer/businesses/edit?businessId=…
 */
export default function BusinessPage() {
  const [params] = useSearchParams();
  const businessId = params.get('businessId');
  if (businessId) return <EditBusiness businessId={businessId} />;
  return <BusinessForm business={null} />;
}

function EditBusiness({ businessId }: { businessId: string }) {
  const { t } = useTranslation('businesses');
  const business = useBusiness(businessId);
  if (business.isPending) return <LoadingState label={t('loading')} />;
  if (business.isError) return <ErrorState error={business.error} onRetry={() => void business.refetch()} />;
  return <BusinessForm key={business.data.businessId} business={business.data} />;
}

/**
 * The business's details form. Staff use it on a business's own page (area 'admin'), where only
 * admins may delete and leaving goes back to All Businesses.
 */
export function BusinessForm({
  business,
  area = 'customer',
  canDelete = true,
}: {
  business: Business | null;
  area?: 'customer' | 'admin';
  canDelete?: boolean;
}) {
  const { t } = useTranslation('businesses');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveBusiness();
  const remove = useDeleteBusiness();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, register, setValue, setError, handleSubmit, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: businessFormResolver<typeof formSchema, FormInput, FormOutput>(formSchema),
    defaultValues: { business: business ? businessToForm(business) : emptyBusinessForm() },
  });

  const toCardEditor =
    params.get('shouldRedirectToDigitalCardEditorOnAddBusiness') === 'true' ||
    params.get('shouldCreateDigitalCard') === 'true';

  const onSubmit = handleSubmit(async ({ business: fields }) => {
    setFormError(null);
    setSaved(false);
    try {
      const result = await save.mutateAsync({
        ...fields,
        businessId: business?.businessId,
        userId: business ? undefined : (params.get('userId') ?? undefined),
      });
      if (business) setSaved(true);
      else
        await navigate(toCardEditor ? cardAddPath({ businessId: result.businessId }) : '/customer', {
          replace: true,
        });
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          (name, e, o) => setError(`business.${name}` as never, e, o),
          FORM_FIELDS as never,
        ),
      );
    }
  });

  const onDelete = async () => {
    if (!business) return;
    const ok = await dialogs.confirm({
      title: t('delete.title'),
      message: t('delete.confirm', { name: business.businessName }),
      confirmLabel: t('delete.button'),
    });
    if (!ok) return;
    await remove.mutateAsync(business.businessId);
    await navigate(area === 'admin' ? '/admin/businesses' : '/customer', { replace: true });
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760, mx: 'auto' }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {business ? t('form.editTitle') : t('form.title')}
      </Typography>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {saved && <Alert severity="success">{t('form.saved')}</Alert>}
        <BusinessFormFields
          control={control}
          register={register}
          setValue={setValue}
          errors={formState.errors.business}
          logoUrl={business?.logoUrl}
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between' }}
        >
          {business && canDelete ? (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              {t('delete.title')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {business ? t('form.save') : t('form.add')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
