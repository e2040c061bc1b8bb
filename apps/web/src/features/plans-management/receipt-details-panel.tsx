import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptDetailsSchema, type ReceiptDetails } from '@panel/shared/schemas/account.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { api } from '@/lib/api-client';
import { usePlainForm } from '@/lib/forms';

const PATH = '/api/v1/agency/receipt-details';
const receiptDetailsQuery = {
  queryKey: ['agency', 'receipt-details'],
  queryFn: () => api.get<ReceiptDetails>(PATH),
};

/** The form, once the stored details are known. */
function ReceiptDetailsForm({ initial }: { initial: ReceiptDetails }) {
  const { t } = useTranslation('plans-management');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ReceiptDetails) => api.put<ReceiptDetails>(PATH, body),
    onSuccess: (saved) => queryClient.setQueryData(receiptDetailsQuery.queryKey, saved),
    meta: { handlesErrors: true },
  });
  const [form, setForm] = useState({ ...initial, gstRatePercent: String(initial.gstRatePercent) });
  const { errors, notice, submit } = usePlainForm();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    void submit(
      receiptDetailsSchema,
      { ...form, gstRatePercent: Number(form.gstRatePercent) },
      async (body) => {
        const saved = await save.mutateAsync(body);
        setForm({ ...saved, gstRatePercent: String(saved.gstRatePercent) });
        return t('receipt.saved');
      },
    );
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      <TextField
        label={t('receipt.legalName')}
        value={form.legalName}
        onChange={set('legalName')}
        error={!!errors.legalName}
        helperText={errors.legalName}
      />
      <TextField
        label={t('receipt.address')}
        value={form.address}
        onChange={set('address')}
        multiline
        minRows={2}
        error={!!errors.address}
        helperText={errors.address}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('receipt.gstin')}
          value={form.gstin}
          onChange={set('gstin')}
          error={!!errors.gstin}
          helperText={errors.gstin ?? t('receipt.gstinHelp')}
          slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }}
          sx={{ flex: 2 }}
        />
        <TextField
          label={t('receipt.gstRate')}
          type="number"
          value={form.gstRatePercent}
          onChange={set('gstRatePercent')}
          error={!!errors.gstRatePercent}
          helperText={errors.gstRatePercent ?? t('receipt.gstRateHelp')}
          slotProps={{ htmlInput: { min: 0, max: 28, step: 1 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('receipt.save')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * What the agency prints on its customers' receipts. With a GSTIN a receipt is a tax invoice that
 * shows the GST included in the price.
 */
export function ReceiptDetailsPanel() {
  const { t } = useTranslation('plans-management');
  const details = useQuery(receiptDetailsQuery);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('receipt.title')}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('receipt.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('receipt.intro')}
      </Typography>
      {details.isError ? (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      ) : details.data ? (
        <ReceiptDetailsForm initial={details.data} />
      ) : (
        <LoadingState label={t('receipt.loading')} />
      )}
    </Paper>
  );
}
