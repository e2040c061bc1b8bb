import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, staffContext } from '@panel/shared/roles.ts';
import { EmptyState } from '@/components/page-states';
import { RouteLoading } from '@/components/route-loading';
import { UpgradeHost } from '@/features/upgrade/upgrade-dialog';
import { applyLanguageDefault } from '@/lib/i18n';
import { agencyDetailsQuery, staffUserQuery, useLogout } from '@/lib/session';
import { AdminDrawer } from './admin-drawer';
import { AreaFrame } from './area-frame';
import { NotificationsBell } from './notifications-bell';
import { SessionFailed } from './session-failed';
import { useRouteHandle } from '../root-layout';

/** /panel/admin/*: needs signed-in staff (without a session: its login page, then back). */
export default function AdminLayout() {
  const staff = useQuery(staffUserQuery);
  const accountLanguage = staff.data?.language;
  useEffect(() => applyLanguageDefault(accountLanguage, 'account'), [accountLanguage]);
  const agency = useQuery(agencyDetailsQuery);
  const logout = useLogout();
  const permission = useRouteHandle('permission');
  const { t } = useTranslation();
  if (staff.isError && !staff.data)
    return <SessionFailed kind="staff" error={staff.error} onRetry={() => void staff.refetch()} />;
  if (agency.isError)
    return <SessionFailed kind="staff" error={agency.error} onRetry={() => void agency.refetch()} />;
  if (!staff.data || !agency.data) return <RouteLoading />;
  const { data: me } = staff;
  const { data: details } = agency;
  // A screen is opened only by the roles its drawer item is shown to (the server refuses the rest too):
  // typing its address says so, instead of a refused call signing the user out.
  const allowed =
    !permission ||
    can[permission](
      staffContext({ roles: me.roles, hideBilling: me.configuration.hideBilling }, details.configuration),
    );
  return (
    <AreaFrame
      kind="staff"
      page={
        allowed ? undefined : (
          <EmptyState
            title={t('role.notAvailableTitle')}
            text={t('role.notAvailableText')}
            action={
              <Button component={RouterLink} to="/admin" variant="outlined">
                {t('action.goHome')}
              </Button>
            }
          />
        )
      }
      actions={
        <>
          <NotificationsBell staff />
          <UpgradeHost area="admin" />
        </>
      }
      drawer={(close) => (
        <AdminDrawer
          staff={me}
          agency={details}
          onNavigate={close}
          onLogout={() => {
            close();
            void logout('staff');
          }}
        />
      )}
    />
  );
}
