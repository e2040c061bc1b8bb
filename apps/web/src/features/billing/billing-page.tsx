import Stack from '@mui/material/Stack';
import { AgencyBill } from '@/components/agency-bill';
import { BusinessPayments } from './business-payments';

/**
 * /panel/admin/billing (admin, not superadmin, billing not hidden): the agency's own bill, paid online,
 * and every payment record of its businesses.
 */
export default function BillingPage() {
  return (
    <Stack spacing={2}>
      <AgencyBill manage={false} />
      <BusinessPayments />
    </Stack>
  );
}
