import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { AgencyOverview, PlatformOverview } from './agency-overview';
import { dashboardQuery } from './api/get-dashboard';
import { WorkspaceHome } from './workspace-home';

/** /panel/admin: Home, per role (what the server answers for this staff member). */
export default function StaffHomePage() {
  const { t } = useTranslation('staff-home');
  const dashboard = useQuery(dashboardQuery);
  if (dashboard.isPending) return <LoadingState label={t('loading')} />;
  if (dashboard.isError)
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { agency, workspace, platform } = dashboard.data;
  return (
    <Stack spacing={2}>
      {platform && <PlatformOverview platform={platform} />}
      {agency && <AgencyOverview figures={agency} />}
      {workspace && <WorkspaceHome workspace={workspace} />}
    </Stack>
  );
}
