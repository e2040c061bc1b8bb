import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { CUSTOM_PLAN_ID } from '@panel/shared/constants.ts';
import { baseLimits } from '@panel/shared/plans/limits.ts';
import { customPlanFieldsSchema, type CustomPlanFields } from '@panel/shared/schemas/plan.ts';
import { PlanLimitsFields } from '@/components/plan-limits-fields';
import { muiField } from '@/lib/forms';
import { withPriceInRupees } from '@/lib/price-field';

interface CustomPlanForm {
  name: string;
  validity: string;
  validityUnit: 'month' | 'year';
  /** Rupees as typed; the schema gets paise. */
  price: string;
  limits: CustomPlanFields['limits'];
  frameVisibility: CustomPlanFields['frameVisibility'];
}

const resolver = zodResolver(withPriceInRupees(customPlanFieldsSchema)) as unknown as Resolver<
  CustomPlanForm,
  unknown,
  CustomPlanFields
>;

/**
 * The admin's custom plan (subscriptionPlanId CUSTOM_PLAN) with the spec's validation texts from the
 * shared schema; the day unit is offered but disabled (spec section 5).
 */
export function CustomPlanCard({
  imagePost,
  disabled,
  onAssign,
}: {
  imagePost: { enableImagePost: boolean; isVideoPostsIncluded: boolean };
  disabled: boolean;
  onAssign: (subscriptionPlanId: string, plan: CustomPlanFields) => void;
}) {
  const { register, control, handleSubmit, formState } = useForm<CustomPlanForm, unknown, CustomPlanFields>({
    resolver,
    defaultValues: {
      name: '',
      validity: '',
      validityUnit: 'month',
      price: '',
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
  return (
    <Card component="article" variant="outlined" aria-labelledby="custom-plan-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="custom-plan-title" variant="h6" component="h3" gutterBottom>
          Custom plan
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={handleSubmit((plan) => onAssign(CUSTOM_PLAN_ID, plan))}
        >
          <TextField label="Subscription name" {...muiField(register('name'), errors.name)} />
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
                  <MenuItem value="day" disabled>
                    Day
                  </MenuItem>
                  <MenuItem value="month">Month</MenuItem>
                  <MenuItem value="year">Year</MenuItem>
                </TextField>
              )}
            />
          </Stack>
          <TextField
            label="Price"
            inputMode="decimal"
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
            {...muiField(register('price'), errors.price)}
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
          <Button type="submit" variant="contained" disabled={disabled}>
            Assign custom plan
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
