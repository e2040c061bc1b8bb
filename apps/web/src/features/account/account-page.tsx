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
import { PasswordSection } from './password-section';
import { PaymentsSection } from './payments-section';
import { ProfileSection } from './profile-section';

/**
 * /panel/customer/account: who is signed in, their details and password, their businesses with
 * their plans, payments with receipts, feedback, signing out everywhere and deleting the account.
 */
export default function AccountPage() {
  const user = useQuery(customerUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const businesses = useQuery(businessesByUserQuery);
  const remove = useDeleteAccount();
  const logoutAll = useLogoutAllDevices();
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackSent, setFeedbackSent] = useState<string | null>(null);

  if (user.isPending || businesses.isPending) return <LoadingState label="Loading your account" />;
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
      title: 'Log out of all devices?',
      message: 'You will be logged out here and on every phone and computer where you are logged in.',
      confirmLabel: 'Log out everywhere',
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
      title: 'Delete your account?',
      message: list.length
        ? `Your account and your businesses (${names}) will be deleted. Their digital cards stop working at once. This cannot be undone.`
        : 'Your account will be deleted. This cannot be undone.',
      confirmLabel: 'Delete account',
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
          Logged in as
        </Typography>
        <Typography variant="h6" component="p" sx={{ wordBreak: 'break-all' }}>
          {identity}
        </Typography>
        {u.name && <Typography>{u.name}</Typography>}
        {agency.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Served by {agency.data.agencyName}
          </Typography>
        )}
      </Paper>

      {error && <Alert severity="error">{error}</Alert>}

      <ProfileSection user={u} />
      <BusinessPlans businesses={list} />
      <PaymentsSection />
      <PasswordSection />

      <AccountSection
        title="Feedback"
        description={`Tell ${agency.data?.agencyName ?? 'us'} what works well and what is missing.`}
      >
        {feedbackSent && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {feedbackSent}
          </Alert>
        )}
        <Button variant="outlined" startIcon={<RateReview />} onClick={() => setFeedbackOpen(true)}>
          Send feedback
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

      <AccountSection
        title="Devices"
        description="Lost a phone, or logged in on a shared computer? End every session at once."
      >
        <Button
          variant="outlined"
          startIcon={<Devices />}
          onClick={() => void onLogoutAll()}
          loading={logoutAll.isPending}
        >
          Log out of all devices
        </Button>
      </AccountSection>

      <AccountSection
        title="Delete account"
        danger
        description={`Deletes your account and every business in it; their digital cards stop working. You can sign up again later with the same ${u.isForeignUser ? 'e-mail' : 'number'}.`}
      >
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteForever />}
          onClick={() => void onDelete()}
          disabled={remove.isPending}
        >
          Delete my account
        </Button>
      </AccountSection>
    </Stack>
  );
}
