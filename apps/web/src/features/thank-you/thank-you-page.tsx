import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodeThankYouQuery } from '@panel/shared/plans/thank-you.ts';
import { EmptyPage } from '@/components/empty-page';
import { formatDate } from '@/lib/format-date';

/** The headline's catalogue key by purchase type. */
const HEADLINES = {
  'free-trial': 'headline.freeTrial',
  renewal: 'headline.renewal',
  subscription: 'headline.purchase',
  'single-purchase': 'headline.purchase',
} as const;

/**
 * /panel/customer/thankyou?data=…: after a plan purchase, renewal or free trial (spec section 2). The
 * query is the shared encoded string carrying purchaseType, planName, recordNo and validTo.
 */
export default function ThankYouPage() {
  const { t } = useTranslation('thank-you');
  const [params] = useSearchParams();
  const data = decodeThankYouQuery(params.get('data') ?? '');
  if (!data)
    return (
      <Stack sx={{ alignItems: 'center' }}>
        <EmptyPage empty={t('none')} description={t('noneText')} />
        <Button component={RouterLink} to="/customer" variant="contained">
          {t('goHome')}
        </Button>
      </Stack>
    );
  const headline = HEADLINES[data.purchaseType as keyof typeof HEADLINES] ?? HEADLINES.subscription;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 4 }, textAlign: 'center' }}
    >
      <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 1, mb: 3 }}>
        {t(headline)}
      </Typography>
      <Stack
        component="dl"
        spacing={1.5}
        sx={{
          m: 0,
          textAlign: 'left',
          '& dt': { color: 'text.secondary', fontSize: 14 },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <div>
          <dt>{t('plan')}</dt>
          <dd data-testid="thankyou-plan">{data.planName}</dd>
        </div>
        <div>
          <dt>{t('recordNo')}</dt>
          <dd data-testid="thankyou-record">{data.recordNo}</dd>
        </div>
        {data.validFrom && (
          <div>
            <dt>{t('validFrom')}</dt>
            <dd data-testid="thankyou-valid-from">{formatDate(data.validFrom)}</dd>
          </div>
        )}
        <div>
          <dt>{t('validTo')}</dt>
          <dd data-testid="thankyou-valid-to">{data.validTo ? formatDate(data.validTo) : '—'}</dd>
        </div>
      </Stack>
      <Button component={RouterLink} to="/customer" variant="contained" fullWidth sx={{ mt: 4 }}>
        {t('goHome')}
      </Button>
    </Paper>
  );
}
