import { AgencyBill } from '@/components/agency-bill';

/** /panel/admin/billing (admin, not superadmin, billing not hidden): the agency's own bill, paid online. */
export default function BillingPage() {
  return <AgencyBill manage={false} />;
}
