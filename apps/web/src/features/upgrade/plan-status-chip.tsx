import WarningAmber from '@mui/icons-material/WarningAmber';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EXPIRY_WARNING_DAYS, isExpiringSoon } from '@panel/shared/plans/rules.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { useCurrentBusiness } from '@/lib/current-business';
import { subscriptionPlansQuery } from '@/lib/subscription-plans';
import { entitlementsQuery } from './api/get-entitlements';
import { useUpgradeTo } from '@/lib/open-upgrade';

/**
 * The customer's plan at a glance in the top bar: days left, a warning colour in the plan's last
 * days or once it has ended, and a link to #upgrade. Nothing while loading or on error: it is a hint.
 */
export function PlanStatusChip() {
  const { t } = useTranslation('upgrade');
  const upgradeTo = useUpgradeTo();
  const { current } = useCurrentBusiness();
  const ent = useQuery({ ...entitlementsQuery(current?.businessId ?? ''), enabled: !!current });
  const plans = useQuery(subscriptionPlansQuery());
  if (!current || !ent.data) return null;
  const { isActive, daysLeft, validTo, renew } = ent.data;
  // An agency with no plans has nothing to sell: no "Upgrade" that leads to "No plans yet".
  if (!isActive && plans.data?.length === 0) return null;
  const warn = renew || isExpiringSoon(validTo, todayInIndia(), EXPIRY_WARNING_DAYS) || daysLeft === 0;
  const label = renew
    ? t('chip.expired')
    : isActive && daysLeft !== null
      ? daysLeft === 0
        ? t('chip.lastDay')
        : t('chip.daysLeft', { count: daysLeft })
      : t('chip.upgrade');
  return (
    <Chip
      component={RouterLink}
      to={upgradeTo}
      clickable
      size="small"
      color={warn ? 'warning' : 'primary'}
      variant={warn ? 'filled' : 'outlined'}
      icon={warn ? <WarningAmber /> : <WorkspacePremium />}
      label={label}
      aria-label={t('chip.open', { label })}
      // It shrinks (its label to an ellipsis) rather than push the top bar's other actions to a new row.
      sx={{ maxWidth: { xs: 120, sm: 'none' }, minWidth: 0 }}
    />
  );
}
