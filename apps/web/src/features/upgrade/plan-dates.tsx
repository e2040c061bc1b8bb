import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { planChange, type PlanChange } from '@panel/shared/plans/plan-change.ts';
import type { Entitlements } from '@panel/shared/schemas/payment.ts';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { formatDate } from '@/lib/format-date';

/** The dates buying `plan` now would give this business, by the server's own rule. */
export const changeFor = (ent: Entitlements, plan: SubscriptionPlan): PlanChange =>
  planChange(
    ent.currentPlan,
    {
      planId: plan.subscriptionPlanId,
      isFreeTrialPlan: plan.isFreeTrialPlan,
      validity: plan.validity,
      validityUnit: plan.validityUnit,
      pricePaise: plan.price,
    },
    todayInIndia(),
  );

/** Shown on each plan before paying (and in the free trial dialog): what the customer will get, when. */
export function PlanDates({ change }: { change: PlanChange }) {
  const { t } = useTranslation('upgrade');
  if (change.kind === 'blocked')
    return (
      <Alert severity="info" data-testid="plan-dates">
        {t('dates.blocked', { plan: change.current.planName, date: formatDate(change.current.validTo) })}
      </Alert>
    );
  const range = t('dates.range', { from: formatDate(change.validFrom), to: formatDate(change.validTo) });
  const extra = change.kind === 'converts' && change.current && change.extraDays > 0 ? change.current : null;
  return (
    <>
      <Typography variant="body2" data-testid="plan-dates" sx={{ mt: 1 }}>
        <Trans
          t={t}
          i18nKey={
            change.kind === 'extends' ? 'dates.extends' : extra ? 'dates.validWithExtra' : 'dates.valid'
          }
          values={{ range, days: change.extraDays, plan: extra?.planName ?? '' }}
          components={{ strong: <strong /> }}
        />
      </Typography>
      {change.kind === 'replaces' && change.current && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="plan-replaces">
          {t('dates.replaces', { plan: change.current.planName, days: change.droppedDays })}
        </Alert>
      )}
    </>
  );
}
