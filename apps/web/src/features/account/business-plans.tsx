import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { BusinessSummary } from '@/lib/current-business';
import { formatDate } from '@/lib/format-date';
import { AccountSection } from './account-section';
import { activePlanQuery } from './api/account-calls';

/** The plan in force for one business, as a line under its name. */
function PlanLine({ businessId }: { businessId: string }) {
  const plan = useQuery(activePlanQuery(businessId));
  if (plan.isPending) return <>Checking the plan…</>;
  if (plan.isError) return <>The plan could not be loaded.</>;
  if (!plan.data) return <>No active plan</>;
  const { planName, validTo } = plan.data;
  return (
    <>
      {planName ?? 'Plan'}
      {validTo ? ` · valid till ${formatDate(validTo)}` : ''}
    </>
  );
}

/** The customer's businesses, each with its current plan and validity. */
export function BusinessPlans({ businesses }: { businesses: BusinessSummary[] }) {
  return (
    <AccountSection
      title="Your businesses and plans"
      action={
        <Button
          component={RouterLink}
          to="/customer/businesses/add"
          startIcon={<Add />}
          size="small"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Add business
        </Button>
      }
    >
      {businesses.length === 0 ? (
        <Typography color="text.secondary">You have not added a business yet.</Typography>
      ) : (
        <List disablePadding aria-label="Your businesses">
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
