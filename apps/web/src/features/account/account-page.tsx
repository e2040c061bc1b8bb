import DeleteForever from '@mui/icons-material/DeleteForever';
import Devices from '@mui/icons-material/Devices';
import RateReview from '@mui/icons-material/RateReview';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { businessesByUserQuery } from '@/lib/current-business';
import { dialogs } from '@/lib/dialogs';
import { agencyDetailsQuery, customerUserQuery, useLogout } from '@/lib/session';
import { AccountSection } from './account-section';
import { useLogoutAllDevices } from './api/account-calls';
import { useDeleteAccount } from './api/delete-account';
import { BusinessPlans } from './business-plans';
import { FeedbackDialog } from './feedback-dialog';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { PaymentsSection } from './payments-section';
import { ProfileSection } from './profile-section';

/**
 * /panel/customer/account: who is signed in, their details and password, their businesses with
 * their plans, payments with receipts, feedback, signing out everywhere and deleting the account.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const user = useQuery(customerUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const businesses = useQuery(businessesByUserQuery);
  const remove = useDeleteAccount();
  const logoutAll = useLogoutAllDevices();
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackSent, setFeedbackSent] = useState<string | null>(null);

  if (user.isPending || businesses.isPending) return <LoadingState label={t('loading')} />;
  if (user.isError || businesses.isError)
    return (
      <ErrorState
        error={user.error ?? businesses.error}
        onRetry={() => void Promise.all([user.refetch(), businesses.refetch()])}
      />
    );

  const u = user.data;
  const list = businesses.data;
  const identity = u.isForeignUser ? u.email : u.phoneNumber;

  const onLogoutAll = async () => {
    const ok = await dialogs.confirm({
      title: t('devices.confirmTitle'),
      message: t('devices.confirmText'),
      confirmLabel: t('devices.confirm'),
    });
    if (!ok) return;
    setError(null);
    try {
      await logoutAll.mutateAsync();
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    await logout('customer');
  };

  const onDelete = async () => {
    const names = list.map((b) => b.businessName).join(', ');
    const ok = await dialogs.confirm({
      title: t('delete.confirmTitle'),
      message: list.length ? t('delete.confirmTextBusinesses', { names }) : t('delete.confirmText'),
      confirmLabel: t('delete.confirm'),
    });
    if (!ok) return;
    setError(null);
    try {
      await remove.mutateAsync();
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    // The server already ended the session; logging out forgets the cache and goes to the login page.
    await logout('customer');
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="caption" color="text.secondary">
          {t('loggedInAs')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ wordBreak: 'break-all' }}>
          {identity}
        </Typography>
        {u.name && <Typography>{u.name}</Typography>}
        {agency.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('servedBy', { agency: agency.data.agencyName })}
          </Typography>
        )}
      </Paper>

      {error && <Alert severity="error">{error}</Alert>}

      <ProfileSection user={u} />
      <BusinessPlans businesses={list} />
      <PaymentsSection />
      <PasswordSection />
      <LanguageSection />

      <AccountSection
        title={t('feedback.title')}
        description={
          agency.data ? t('feedback.text', { agency: agency.data.agencyName }) : t('feedback.textUs')
        }
      >
        {feedbackSent && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {feedbackSent}
          </Alert>
        )}
        <Button variant="outlined" startIcon={<RateReview />} onClick={() => setFeedbackOpen(true)}>
          {t('feedback.send')}
        </Button>
        {feedbackOpen && (
          <FeedbackDialog
            onClose={(message) => {
              setFeedbackOpen(false);
              if (message) setFeedbackSent(message);
            }}
          />
        )}
      </AccountSection>

      <AccountSection title={t('devices.title')} description={t('devices.text')}>
        <Button
          variant="outlined"
          startIcon={<Devices />}
          onClick={() => void onLogoutAll()}
          loading={logoutAll.isPending}
        >
          {t('devices.button')}
        </Button>
      </AccountSection>

      <AccountSection
        title={t('delete.title')}
        danger
        description={u.isForeignUser ? t('delete.textEmail') : t('delete.textNumber')}
      >
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteForever />}
          onClick={() => void onDelete()}
          disabled={remove.isPending}
        >
          {t('delete.button')}
        </Button>
      </AccountSection>
    </Stack>
  );
}
