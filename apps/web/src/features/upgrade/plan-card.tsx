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
import { formatPaise } from '@panel/shared/money.ts';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { describeLimits } from '@/lib/plan-features';
import type { PlanChange } from '@panel/shared/plans/plan-change.ts';
import { PlanDates } from './plan-dates';
import { validityText } from './plan-groups';

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
        {current && <Chip size="small" color="primary" label="Current plan" sx={{ mt: 0.5 }} />}
        <Typography variant="h4" component="p" sx={{ mt: 1, fontWeight: 700 }}>
          {formatPaise(plan.price)}
        </Typography>
        <Typography color="text.secondary">for {validityText(plan.validity, plan.validityUnit)}</Typography>
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
