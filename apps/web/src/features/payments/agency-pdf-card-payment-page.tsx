import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordList } from '@/components/agency-bill';
import { agencyPaymentsQuery } from '@/lib/agency-billing';
import { errorMessage } from '@/lib/api-client';

/**
 * /panel/payment/agency-pdf-card-payment: the agency's PDF card payments. The server records these
 * (POST by a superadmin) but offers no gateway order for them, so this page lists them.
 */
export default function AgencyPdfCardPaymentPage() {
  const { t } = useTranslation('payments');
  const records = useQuery(agencyPaymentsQuery('agencyPdfCard'));
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', my: { xs: 2, sm: 6 }, p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('pdf.title')}
        </Typography>
        <Alert severity="info">{t('pdf.text')}</Alert>
        {records.isError ? (
          <Alert severity="error">{errorMessage(records.error)}</Alert>
        ) : records.data ? (
          <RecordList records={records.data.list} />
        ) : (
          <CircularProgress aria-label={t('loading')} />
        )}
        <Button component={RouterLink} to="/admin/billing">
          {t('back')}
        </Button>
      </Stack>
    </Paper>
  );
}
