import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import type { PaymentHistoryItem } from '@panel/shared/schemas/account.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-number';
import { AccountSection } from './account-section';
import { downloadReceipt, paymentHistoryQuery } from './api/account-calls';

function details(p: PaymentHistoryItem, t: TFunction<'account'>): string {
  const parts = [formatDate(todayInIndia(new Date(p.paidAt)))];
  if (p.businessName) parts.push(p.businessName);
  if (p.validFrom && p.validTo)
    parts.push(t('payments.valid', { from: formatDate(p.validFrom), to: formatDate(p.validTo) }));
  return parts.join(' · ');
}

/** Every payment the customer made, each with its PDF receipt. */
export function PaymentsSection() {
  const { t } = useTranslation('account');
  const history = useQuery(paymentHistoryQuery);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const receipt = async (recordNo: number) => {
    setBusy(recordNo);
    setError(null);
    try {
      await downloadReceipt(recordNo);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AccountSection title={t('payments.title')}>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {history.isPending ? (
        <LoadingState label={t('payments.loading')} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Typography color="text.secondary">{t('payments.none')}</Typography>
      ) : (
        <List disablePadding aria-label={t('payments.list')}>
          {history.data.map((p) => (
            <ListItem
              key={p.recordNo}
              disableGutters
              divider
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<ReceiptLong />}
                  loading={busy === p.recordNo}
                  onClick={() => void receipt(p.recordNo)}
                  aria-label={t('payments.receiptOf', { recordNo: String(p.recordNo) })}
                >
                  {t('payments.receipt')}
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={
                  <>
                    {p.planName} · {formatMoney(p.amount)}{' '}
                    {p.cancelled && (
                      <Chip label={t('payments.cancelled')} size="small" color="error" variant="outlined" />
                    )}
                  </>
                }
                secondary={details(p, t)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AccountSection>
  );
}
