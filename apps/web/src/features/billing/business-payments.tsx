import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@panel/shared/schemas/business.ts';
import type { PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { QueryState, RecordList, Section } from '@/components/agency-bill';
import { BusinessPicker } from '@/components/business-picker';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatMoney } from '@/lib/format-number';
import {
  BUSINESS_PAYMENT_KINDS,
  businessPaymentsQuery,
  type BusinessPaymentKind,
} from './api/business-payments';
import { useCancelBusinessPayment } from './api/cancel-business-payment';

/** Billing: what one business has paid, per kind (plans, PDF ID cards, promotional videos). */
export function BusinessPayments() {
  const { t } = useTranslation('billing');
  const [business, setBusiness] = useState<Business | null>(null);
  return (
    <Section title={t('payments.title')}>
      <BusinessPicker value={business} onChange={setBusiness} />
      {business ? (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {(Object.keys(BUSINESS_PAYMENT_KINDS) as BusinessPaymentKind[]).map((kind) => (
            <KindRecords key={kind} kind={kind} businessId={business.businessId} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('payments.choose')}
        </Typography>
      )}
    </Section>
  );
}

function KindRecords({ kind, businessId }: { kind: BusinessPaymentKind; businessId: string }) {
  const { t } = useTranslation('billing');
  const records = useQuery(businessPaymentsQuery(kind, businessId));
  const cancel = useCancelBusinessPayment(kind, businessId);
  const [error, setError] = useState<string | null>(null);
  const label = t(`kind.${kind}`);

  const onCancel = async (r: PaymentRecord) => {
    const ok = await dialogs.confirm({
      title: t('cancel.title'),
      message: [
        t('cancel.message', { recordNo: r.recordNo, amount: formatMoney(r.amount) }),
        kind === 'subscription' && t('cancel.losesPlan'),
        r.throughGateway && t('cancel.refund'),
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('cancel.title'),
      cancelLabel: t('cancel.keep'),
    });
    if (!ok) return;
    setError(null);
    try {
      await cancel.mutateAsync(r.recordNo);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <QueryState query={records}>
        {(d) => <RecordList records={d.list} onCancel={(r) => void onCancel(r)} />}
      </QueryState>
    </Box>
  );
}
