import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { GreetingsManagement } from './greetings-management';

/** /panel/admin/daily-image-management: the superadmin's global greeting library. */
export default function DailyImageManagementPage() {
  const me = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  if (me.isPending || agency.isPending) return <LoadingState label="Loading Greetings Management" />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (agency.isError) return <ErrorState error={agency.error} onRetry={() => void agency.refetch()} />;
  if (!me.data.roles.includes('superadmin'))
    return (
      <EmptyState
        title="Only a superadmin manages the global library"
        text="Your agency's own posts are managed in Greetings Management for your agency."
        action={
          <Button variant="contained" component={RouterLink} to="/admin/image-posts-management">
            Open agency greetings
          </Button>
        }
      />
    );
  return (
    <GreetingsManagement scope="global" videosOn={agency.data.configuration.imagePost.isVideoPostsIncluded} />
  );
}
