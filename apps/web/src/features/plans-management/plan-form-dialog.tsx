import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { baseLimits } from '@panel/shared/plans/limits.ts';
import {
  subscriptionPlanInputSchema,
  VALIDITY_UNITS,
  type SubscriptionPlan,
} from '@panel/shared/schemas/plan.ts';
import { PlanLimitsFields } from '@/components/plan-limits-fields';
import { applyServerErrors, muiField } from '@/lib/forms';
import { withPriceInRupees } from '@/lib/price-field';
import { useSavePlan } from './api/save-plan';

type PlanOutput = z.output<typeof subscriptionPlanInputSchema>;

interface PlanForm {
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

const UNIT_LABELS = { day: 'Day', month: 'Month', year: 'Year' } as const;

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
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
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
  const limitErrors = Object.fromEntries(
    Object.entries(errors.limits ?? {}).map(([k, v]) => [
      k,
      (v as { message?: string } | undefined)?.message,
    ]),
  );

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
      <DialogTitle id="plan-form-title">{plan ? 'Edit plan' : 'Add plan'}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="plan-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={submit}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField label="Plan name" {...muiField(register('name'), errors.name)} />
          <TextField
            label="Price"
            inputMode="decimal"
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
            {...muiField(register('price'), errors.price)}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              label="Validity"
              inputMode="numeric"
              sx={{ flex: '1 1 0', minWidth: 0 }}
              {...muiField(register('validity'), errors.validity)}
            />
            <Controller
              control={control}
              name="validityUnit"
              render={({ field }) => (
                <TextField select label="Unit" sx={{ flex: '0 0 120px' }} {...field}>
                  {VALIDITY_UNITS.map((u) => (
                    <MenuItem key={u} value={u}>
                      {UNIT_LABELS[u]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          <Controller
            control={control}
            name="isFreeTrialPlan"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Free trial plan (price ₹0, offered once per customer)"
              />
            )}
          />
          <Controller
            control={control}
            name="displayOrder"
            render={({ field }) => (
              <TextField
                label="Display order"
                type="number"
                helperText="Higher numbers show first."
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
              />
            )}
          />
          <Controller
            control={control}
            name="limits"
            render={({ field: limitsField }) => (
              <Controller
                control={control}
                name="frameVisibility"
                render={({ field: framesField }) => (
                  <PlanLimitsFields
                    imagePost={imagePost}
                    value={{ limits: limitsField.value, frameVisibility: framesField.value }}
                    errors={limitErrors}
                    onChange={(v) => {
                      limitsField.onChange(v.limits);
                      framesField.onChange(v.frameVisibility);
                    }}
                  />
                )}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="plan-form" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
