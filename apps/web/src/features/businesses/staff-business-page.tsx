import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import LockReset from '@mui/icons-material/LockReset';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, staffContext } from '@panel/shared/roles.ts';
import type { Business } from '@panel/shared/schemas/business.ts';
import { PAYMENT_STATUS, type PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { CloneBusinessDialog, useSendNewPassword } from '@/components/business-actions';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { BusinessForm } from './business-page';
import { BusinessProjects } from './business-projects';
import { api } from '@/lib/api-client';
import { useBusiness } from '@/lib/business';
import { cardAddPath, cardEditPath } from '@/lib/card-routes';
import { formatDate } from '@/lib/format-date';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { formatMoney } from '@/lib/format-number';
import { useOpenUpgrade } from '@/lib/open-upgrade';

const paymentsQuery = (businessId: string) => ({
  queryKey: ['payments', 'business', businessId],
  queryFn: () => api.get<{ list: PaymentRecord[] }>('/api/v1/card-payment', { businessId }),
});

/**
 * /panel/admin/business?businessId=…: one business as staff see it — its owner, plan and card, its
 * payments, its PDF ID cards and videos, its details to edit, and the actions each role may take (admins: assign a plan, send the
 * owner a new password, clone, delete). Who may open it is the server's rule:
 * admins any business of the agency, other staff the ones they made (404 otherwise).
 */
export default function BusinessDetailPage() {
  const { t } = useTranslation('businesses');
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const business = useBusiness(businessId);
  if (!businessId) return <EmptyState title={t('staff.noneChosen')} text={t('staff.noneChosenText')} />;
  if (business.isPending) return <LoadingState label={t('loading')} />;
  if (business.isError) return <ErrorState error={business.error} onRetry={() => void business.refetch()} />;
  return <BusinessDetail business={business.data} />;
}

function BusinessDetail({ business: b }: { business: Business }) {
  const { t } = useTranslation('businesses');
  const openUpgrade = useOpenUpgrade();
  const me = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const payments = useQuery(paymentsQuery(b.businessId));
  const ctx =
    me.data && agency.data
      ? staffContext(
          { roles: me.data.roles, hideBilling: me.data.configuration.hideBilling },
          agency.data.configuration,
        )
      : null;
  const isAdmin = ctx ? can.allBusinesses(ctx) : false;
  const mayAssignPlan = ctx ? can.plansPricing(ctx) : false;
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [cloning, setCloning] = useState(false);
  const sendNewPassword = useSendNewPassword((text, ok) => setNotice({ ok, text }));

  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {cloning && (
        <CloneBusinessDialog
          business={b}
          onClose={() => setCloning(false)}
          onDone={(text) => setNotice({ ok: true, text })}
        />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {b.businessName}
        </Typography>
        <Typography color="text.secondary">
          {[b.category?.name, b.user.phoneNumber ?? b.user.email, `made by ${b.businessMadeBy}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Chip
            size="small"
            label={b.isSubscriptionActive ? t('staff.subscribed') : t('staff.notSubscribed')}
            color={b.isSubscriptionActive ? 'success' : 'default'}
          />
          {b.expiryDateForCustomer && (
            <Typography variant="body2">
              {b.isSubscriptionActive
                ? t('staff.validTill', { date: formatDate(b.expiryDateForCustomer) })
                : t('staff.expiredOn', { date: formatDate(b.expiryDateForCustomer) })}
            </Typography>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {mayAssignPlan && (
            <Button
              variant="contained"
              startIcon={<WorkspacePremium />}
              onClick={() => openUpgrade({ upgradeBusinessId: b.businessId })}
            >
              {t('staff.assignPlan')}
            </Button>
          )}
          {isAdmin && (
            <>
              <Button startIcon={<LockReset />} onClick={() => void sendNewPassword(b)}>
                {t('staff.sendPassword')}
              </Button>
              <Button startIcon={<ContentCopy />} onClick={() => setCloning(true)}>
                {t('staff.clone')}
              </Button>
            </>
          )}
          <Button
            variant="outlined"
            startIcon={<Edit />}
            component={RouterLink}
            to={
              b.cardNo !== null
                ? cardEditPath({ cardNo: b.cardNo }, 'admin')
                : cardAddPath({ businessId: b.businessId }, 'admin')
            }
          >
            {b.cardNo !== null ? t('staff.editCard') : t('staff.createCard')}
          </Button>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-label={t('staff.payments')}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('staff.payments')}
        </Typography>
        {payments.isPending ? (
          <LoadingState label={t('staff.loadingPayments')} />
        ) : payments.isError ? (
          <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />
        ) : payments.data.list.length === 0 ? (
          <Typography color="text.secondary">{t('staff.noPayments')}</Typography>
        ) : (
          <List disablePadding aria-label={t('staff.planPayments')}>
            {payments.data.list.map((p) => (
              <ListItem key={p.recordNo} disableGutters divider>
                <ListItemText
                  primary={t(
                    p.status === PAYMENT_STATUS.CANCELLED ? 'staff.paymentCancelled' : 'staff.payment',
                    { plan: p.planName ?? t('staff.plan'), amount: formatMoney(p.amount) },
                  )}
                  secondary={[
                    t('staff.recordNo', { number: String(p.recordNo) }),
                    p.validFrom && p.validTo
                      ? t('staff.validRange', { from: formatDate(p.validFrom), to: formatDate(p.validTo) })
                      : null,
                    p.isManualUpdate ? t('staff.byStaff') : p.throughGateway ? t('staff.online') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>

      {agency.data && (
        <BusinessProjects businessId={b.businessId} configuration={agency.data.configuration} />
      )}

      <BusinessForm key={b.businessId} business={b} area="admin" canDelete={isAdmin} />
    </Stack>
  );
}
