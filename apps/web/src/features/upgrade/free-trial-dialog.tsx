import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import type { PlanChange } from '@panel/shared/plans/plan-change.ts';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { describeLimits } from '@/lib/plan-features';
import { formatDate } from '@/lib/format-date';
import { PlanDates } from './plan-dates';

/**
 * The free trial info dialog (spec section 2): starts today, valid till start + validity − 1 day. A
 * trial never replaces a paid plan (plans/plan-change.ts): then the dialog says so and cannot start.
 */
export function FreeTrialDialog({
  plan,
  change,
  busy,
  onStart,
  onClose,
}: {
  plan: SubscriptionPlan;
  change: PlanChange;
  busy: boolean;
  onStart: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('upgrade');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="free-trial-title">
      <DialogTitle id="free-trial-title">{plan.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {change.kind === 'blocked' ? (
            <PlanDates change={change} />
          ) : (
            <>
              <Typography>
                <Trans
                  t={t}
                  i18nKey="freeTrial.startDate"
                  values={{ date: formatDate(change.validFrom) }}
                  components={{ strong: <strong /> }}
                />
              </Typography>
              <Typography>
                <Trans
                  t={t}
                  i18nKey="freeTrial.validTill"
                  values={{ date: formatDate(change.validTo) }}
                  components={{ strong: <strong /> }}
                />
              </Typography>
            </>
          )}
          <Typography variant="subtitle2" sx={{ pt: 1 }}>
            {t('freeTrial.included')}
          </Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {describeLimits(plan.limits).map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </ul>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onStart} disabled={busy || change.kind === 'blocked'}>
          {t('freeTrial.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
