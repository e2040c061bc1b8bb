import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_PLAN_ID } from '@panel/shared/constants.ts';
import { baseLimits } from '@panel/shared/plans/limits.ts';
import { customPlanFieldsSchema, type CustomPlanFields } from '@panel/shared/schemas/plan.ts';
import { PlanTermsFields, type PlanTermsForm } from '@/components/plan-terms-fields';
import { muiField } from '@/lib/forms';
import { withPriceInRupees } from '@/lib/price-field';

interface CustomPlanForm extends PlanTermsForm {
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
  const { t } = useTranslation('upgrade');
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

  return (
    <Card component="article" variant="outlined" aria-labelledby="custom-plan-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="custom-plan-title" variant="h6" component="h3" gutterBottom>
          {t('custom.title')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={handleSubmit((plan) => onAssign(CUSTOM_PLAN_ID, plan))}
        >
          <TextField label={t('custom.name')} {...muiField(register('name'), errors.name)} />
          <PlanTermsFields
            control={control}
            register={register}
            imagePost={imagePost}
            disabledUnits={['day']}
            priceFirst={false}
          />
          <Button type="submit" variant="contained" disabled={disabled}>
            {t('custom.assign')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
