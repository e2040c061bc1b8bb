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
import { formatPaise } from '@panel/shared/money.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import type { PaymentHistoryItem } from '@panel/shared/schemas/account.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { AccountSection } from './account-section';
import { downloadReceipt, paymentHistoryQuery } from './api/account-calls';

function details(p: PaymentHistoryItem): string {
  const parts = [formatDate(todayInIndia(new Date(p.paidAt)))];
  if (p.businessName) parts.push(p.businessName);
  if (p.validFrom && p.validTo) parts.push(`valid ${formatDate(p.validFrom)} to ${formatDate(p.validTo)}`);
  return parts.join(' · ');
}

/** Every payment the customer made, each with its PDF receipt. */
export function PaymentsSection() {
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
    <AccountSection title="Payments and receipts">
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {history.isPending ? (
        <LoadingState label="Loading your payments" />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Typography color="text.secondary">No payments yet. Your plan purchases will appear here.</Typography>
      ) : (
        <List disablePadding aria-label="Your payments">
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
                  aria-label={`Receipt ${p.recordNo}`}
                >
                  Receipt
                </Button>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={
                  <>
                    {p.planName} · {formatPaise(p.amount)}{' '}
                    {p.cancelled && <Chip label="Cancelled" size="small" color="error" variant="outlined" />}
                  </>
                }
                secondary={details(p)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </AccountSection>
  );
}
