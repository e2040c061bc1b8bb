import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { GreetingsManagement } from './greetings-management';

/** /panel/admin/daily-image-management: the superadmin's global greeting library. */
export default function DailyImageManagementPage() {
  const { t } = useTranslation('greetings-admin');
  const me = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  if (me.isPending || agency.isPending) return <LoadingState label={t('page.loading')} />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (agency.isError) return <ErrorState error={agency.error} onRetry={() => void agency.refetch()} />;
  if (!me.data.roles.includes('superadmin'))
    return (
      <EmptyState
        title={t('page.superadminOnlyTitle')}
        text={t('page.superadminOnlyText')}
        action={
          <Button variant="contained" component={RouterLink} to="/admin/image-posts-management">
            {t('page.openAgency')}
          </Button>
        }
      />
    );
  return (
    <GreetingsManagement scope="global" videosOn={agency.data.configuration.imagePost.isVideoPostsIncluded} />
  );
}
