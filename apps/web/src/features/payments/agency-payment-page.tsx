import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUCCESS_MESSAGE_DURATION_MS } from '@panel/shared/constants.ts';
import { AGENCY_BILLING_KEY, createAgencyOrder, monthBillQuery, payAgencyOrder } from '@/lib/agency-billing';
import { errorMessage } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { checkoutConfigQuery, CheckoutScriptError, openCheckout } from '@/lib/payment-checkout';
import { rupeesInputToPaise } from '@/lib/price-field';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { formatMoney } from '@/lib/format-number';

type Base = '/api/v1/month-payments' | '/api/v1/agency-image-payment';

/**
 * /panel/payment/month-payment?month&year and /panel/payment/agency-image-payment: an admin pays the
 * agency's bill to the platform through the gateway (spec section 7), with the same checkout as plans.
 */
export function AgencyPaymentPage({ kind }: { kind: 'month' | 'agencyImage' }) {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const now = new Date();
  const month = Number(params.get('month') ?? now.getMonth() + 1);
  const year = Number(params.get('year') ?? now.getFullYear());
  const staff = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  // Only the amounts are shown here: one card number is enough to carry them.
  const bill = useQuery({ ...monthBillQuery(month, year, { limit: 1 }), enabled: kind === 'month' });
  const [amount, setAmount] = useState('');
  const pay = usePayAgencyBill(kind === 'month' ? '/api/v1/month-payments' : '/api/v1/agency-image-payment');

  if (staff.isError)
    return (
      <Shell>
        <Alert severity="error">{errorMessage(staff.error)}</Alert>
      </Shell>
    );
  if (!staff.data || !agency.data || (kind === 'month' && !bill.data && !bill.isError))
    return (
      <Shell>
        <CircularProgress aria-label={t('loading')} />
      </Shell>
    );

  const paise = rupeesInputToPaise(amount);
  const validAmount = typeof paise === 'number' && paise >= 100;
  const payer = { name: agency.data.agencyName, contact: staff.data.phoneNumber };

  return (
    <Shell>
      <Typography variant="h5" component="h1">
        {kind === 'month' ? t('month.title') : t('image.title')}
      </Typography>
      {pay.done && <Alert severity="success">{t('success')}</Alert>}
      {kind === 'month' ? (
        bill.isError ? (
          <Alert severity="error">{errorMessage(bill.error)}</Alert>
        ) : bill.data && bill.data.outstanding > 0 ? (
          <>
            <Typography>
              {t('month.outstanding', { month: String(month), year: String(year) })}{' '}
              <strong>{formatMoney(bill.data.outstanding)}</strong>
            </Typography>
            <Button
              variant="contained"
              disabled={pay.busy}
              onClick={() =>
                void pay.run(
                  { month, year },
                  t('month.description', { month: String(month), year: String(year) }),
                  payer,
                )
              }
            >
              {t('month.pay', { amount: formatMoney(bill.data.outstanding) })}
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">
            {t('month.nothing', { month: String(month), year: String(year) })}
          </Typography>
        )
      ) : (
        <>
          <TextField
            label={t('image.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
          />
          <Button
            variant="contained"
            disabled={!validAmount || pay.busy}
            onClick={() => validAmount && void pay.run({ paymentAmount: paise }, t('image.title'), payer)}
          >
            {t('image.pay')}
          </Button>
        </>
      )}
      <Button component={RouterLink} to="/admin/billing">
        {t('back')}
      </Button>
    </Shell>
  );
}

function usePayAgencyBill(base: Base) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  async function run(
    body: { month?: number; year?: number; paymentAmount?: number },
    description: string,
    payer: { name: string; contact: string },
  ) {
    setBusy(true);
    try {
      const order = await createAgencyOrder(base, body);
      const config = await queryClient.fetchQuery(checkoutConfigQuery);
      const outcome = await openCheckout(config, order, {
        name: payer.name,
        description,
        contact: payer.contact,
      });
      if (outcome.status === 'failed') {
        window.alert(outcome.reason);
        window.location.reload();
        return;
      }
      if (outcome.status !== 'paid') return;
      const r = outcome.response;
      await payAgencyOrder(base, {
        orderCreationId: order.order.id,
        razorpayPaymentId: r.razorpay_payment_id,
        razorpayOrderId: r.razorpay_order_id,
        razorpaySignature: r.razorpay_signature,
      });
      await queryClient.invalidateQueries({ queryKey: AGENCY_BILLING_KEY });
      setDone(true);
      setTimeout(() => void navigate('/admin/billing'), SUCCESS_MESSAGE_DURATION_MS);
    } catch (error) {
      if (error instanceof CheckoutScriptError) window.alert(error.message);
      else dialogs.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { run, busy, done };
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', my: { xs: 2, sm: 6 }, p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
