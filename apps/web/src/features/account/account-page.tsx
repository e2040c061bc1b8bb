import Add from '@mui/icons-material/Add';
import DeleteForever from '@mui/icons-material/DeleteForever';
import RateReview from '@mui/icons-material/RateReview';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { errorMessage } from '@/lib/api-client';
import { businessesByUserQuery } from '@/lib/current-business';
import { dialogs } from '@/lib/dialogs';
import { agencyDetailsQuery, customerUserQuery, useLogout } from '@/lib/session';
import { useDeleteAccount } from './api/delete-account';
import { FeedbackDialog } from './feedback-dialog';

/** /panel/customer/account: who is signed in, their businesses, and deleting the account. */
export default function AccountPage() {
  const user = useQuery(customerUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const businesses = useQuery(businessesByUserQuery);
  const remove = useDeleteAccount();
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

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Your businesses
          </Typography>
          <Button component={RouterLink} to="/customer/businesses/add" startIcon={<Add />} size="small">
            Add business
          </Button>
        </Stack>
        {list.length === 0 ? (
          <Typography color="text.secondary">You have not added a business yet.</Typography>
        ) : (
          <List disablePadding aria-label="Your businesses">
            {list.map((b) => (
              <ListItem key={b.businessId} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/customer/businesses/edit?businessId=${encodeURIComponent(b.businessId)}`}
                >
                  <ListItemText primary={b.businessName} secondary={b.category?.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Feedback
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Tell {agency.data?.agencyName ?? 'us'} what works well and what is missing.
        </Typography>
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
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Delete account
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          Deletes your account and every business in it; their digital cards stop working. You can sign up
          again later with the same {u.isForeignUser ? 'e-mail' : 'number'}.
        </Typography>
        <Divider sx={{ mb: 2 }} />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteForever />}
          onClick={() => void onDelete()}
          disabled={remove.isPending}
        >
          Delete my account
        </Button>
      </Paper>
    </Stack>
  );
}
