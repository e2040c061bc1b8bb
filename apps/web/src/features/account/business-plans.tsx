import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessSummary } from '@/lib/current-business';
import { formatDate } from '@/lib/format-date';
import { AccountSection } from './account-section';
import { activePlanQuery } from './api/account-calls';

/** The plan in force for one business, as a line under its name. */
function PlanLine({ businessId }: { businessId: string }) {
  const { t } = useTranslation('account');
  const plan = useQuery(activePlanQuery(businessId));
  if (plan.isPending) return <>{t('plans.checking')}</>;
  if (plan.isError) return <>{t('plans.failed')}</>;
  if (!plan.data) return <>{t('plans.none')}</>;
  const { planName, validTo } = plan.data;
  return (
    <>
      {planName ?? t('plans.plan')}
      {validTo ? t('plans.validTill', { date: formatDate(validTo) }) : ''}
    </>
  );
}

/** The customer's businesses, each with its current plan and validity. */
export function BusinessPlans({ businesses }: { businesses: BusinessSummary[] }) {
  const { t } = useTranslation('account');
  return (
    <AccountSection
      title={t('plans.title')}
      action={
        <Button
          component={RouterLink}
          to="/customer/businesses/add"
          startIcon={<Add />}
          size="small"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('plans.addBusiness')}
        </Button>
      }
    >
      {businesses.length === 0 ? (
        <Typography color="text.secondary">{t('plans.noBusiness')}</Typography>
      ) : (
        <List disablePadding aria-label={t('plans.businesses')}>
          {businesses.map((b) => (
            <ListItem key={b.businessId} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={`/customer/businesses/edit?businessId=${encodeURIComponent(b.businessId)}`}
              >
                <ListItemText
                  primary={b.businessName}
                  secondary={<PlanLine businessId={b.businessId} />}
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </AccountSection>
  );
}
