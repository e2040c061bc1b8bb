import { AgencyPaymentPage } from './agency-payment-page';

/** /panel/payment/agency-image-payment */
export default function AgencyImagePaymentPage() {
  return <AgencyPaymentPage kind="agencyImage" />;
}
