import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { useTranslation } from 'react-i18next';
import { describeLimits } from '@/lib/plan-features';
import { formatMoney } from '@/lib/format-number';
import type { PlanChange } from '@panel/shared/plans/plan-change.ts';
import { PlanDates } from './plan-dates';

/** One plan in the chooser: name, price in ₹, validity, what it includes, and the action. */
export function PlanCard({
  plan,
  actionLabel,
  current,
  change,
  disabled,
  onChoose,
}: {
  plan: SubscriptionPlan;
  actionLabel: string;
  current: boolean;
  /** What buying it now gives (dates, carried days), shown before paying. */
  change: PlanChange;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('upgrade');
  const headingId = `plan-${plan.subscriptionPlanId}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: current ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {plan.name}
        </Typography>
        {current && <Chip size="small" color="primary" label={t('plan.current')} sx={{ mt: 0.5 }} />}
        <Typography variant="h4" component="p" sx={{ mt: 1, fontWeight: 700 }}>
          {formatMoney(plan.price)}
        </Typography>
        <Typography color="text.secondary">
          {t(`plan.for.${plan.validityUnit}`, { count: plan.validity })}
        </Typography>
        <PlanDates change={change} />
        <List dense>
          {describeLimits(plan.limits).map((line) => (
            <ListItem key={line} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutlined color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={line} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant="contained"
          disabled={disabled}
          onClick={onChoose}
          aria-describedby={headingId}
        >
          {actionLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
