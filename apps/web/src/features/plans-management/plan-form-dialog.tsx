import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { baseLimits } from '@panel/shared/plans/limits.ts';
import { subscriptionPlanInputSchema, type SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { PlanTermsFields, type PlanTermsForm } from '@/components/plan-terms-fields';
import { applyServerErrors, muiField } from '@/lib/forms';
import { withPriceInRupees } from '@/lib/price-field';
import { useSavePlan } from './api/save-plan';

type PlanOutput = z.output<typeof subscriptionPlanInputSchema>;

interface PlanForm extends PlanTermsForm {
  name: string;
  /** Rupees as typed. */
  price: string;
  validity: string;
  validityUnit: SubscriptionPlan['validityUnit'];
  isFreeTrialPlan: boolean;
  displayOrder: number;
  limits: SubscriptionPlan['limits'];
  frameVisibility: SubscriptionPlan['frameVisibility'];
}

const resolver = zodResolver(withPriceInRupees(subscriptionPlanInputSchema)) as unknown as Resolver<
  PlanForm,
  unknown,
  PlanOutput
>;

/** Create or edit a plan: price, validity, free trial, order, limits and frame visibility (spec section 3). */
export function PlanFormDialog({
  plan,
  nextDisplayOrder,
  imagePost,
  onClose,
}: {
  plan: SubscriptionPlan | null;
  nextDisplayOrder: number;
  imagePost: { enableImagePost: boolean; isVideoPostsIncluded: boolean };
  onClose: () => void;
}) {
  const { t } = useTranslation('plans-management');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSavePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<PlanForm, unknown, PlanOutput>({
    resolver,
    defaultValues: plan
      ? {
          name: plan.name,
          price: String(plan.price / 100),
          validity: String(plan.validity),
          validityUnit: plan.validityUnit,
          isFreeTrialPlan: plan.isFreeTrialPlan,
          displayOrder: plan.displayOrder,
          limits: plan.limits,
          frameVisibility: plan.frameVisibility,
        }
      : {
          name: '',
          price: '',
          validity: '1',
          validityUnit: 'month',
          isFreeTrialPlan: false,
          displayOrder: nextDisplayOrder,
          limits: baseLimits(),
          frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
        },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...values, subscriptionPlanId: plan?.subscriptionPlanId });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['name', 'price', 'validity', 'validityUnit']));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="plan-form-title"
    >
      <DialogTitle id="plan-form-title">{plan ? t('form.editTitle') : t('page.add')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="plan-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={submit}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField label={t('form.name')} {...muiField(register('name'), errors.name)} />
          <PlanTermsFields control={control} register={register} imagePost={imagePost} />
          <Controller
            control={control}
            name="isFreeTrialPlan"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('form.freeTrial')}
              />
            )}
          />
          <Controller
            control={control}
            name="displayOrder"
            render={({ field }) => (
              <TextField
                label={t('form.displayOrder')}
                type="number"
                helperText={t('form.displayOrderHelp')}
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="submit" form="plan-form" variant="contained" disabled={save.isPending}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
