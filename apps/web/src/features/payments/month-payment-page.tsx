import { AgencyPaymentPage } from './agency-payment-page';

/** /panel/payment/month-payment?month&year */
export default function MonthPaymentPage() {
  return <AgencyPaymentPage kind="month" />;
}
