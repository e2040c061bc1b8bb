import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
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

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** Shown on each plan before paying (and in the free trial dialog): what the customer will get, when. */
export function PlanDates({ change }: { change: PlanChange }) {
  if (change.kind === 'blocked')
    return (
      <Alert severity="info" data-testid="plan-dates">
        Your {change.current.planName} plan is active until {formatDate(change.current.validTo)}. The free
        trial cannot replace a paid plan.
      </Alert>
    );
  const range = `${formatDate(change.validFrom)} – ${formatDate(change.validTo)}`;
  return (
    <>
      <Typography variant="body2" data-testid="plan-dates" sx={{ mt: 1 }}>
        {change.kind === 'extends' ? 'Starts when your current plan ends: ' : 'Valid '}
        <strong>{range}</strong>
        {change.kind === 'converts' &&
          change.current &&
          change.extraDays > 0 &&
          `, including ${days(change.extraDays)} for the unused part of ${change.current.planName}`}
      </Typography>
      {change.kind === 'replaces' && change.current && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="plan-replaces">
          This replaces your {change.current.planName}, which ends today ({days(change.droppedDays)} of it
          left).
        </Alert>
      )}
    </>
  );
}
