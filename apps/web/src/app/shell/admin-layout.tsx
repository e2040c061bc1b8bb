import { useQuery } from '@tanstack/react-query';
import { RouteLoading } from '@/components/route-loading';
import { UpgradeHost } from '@/features/upgrade/upgrade-dialog';
import { agencyDetailsQuery, staffUserQuery, useLogout } from '@/lib/session';
import { AdminDrawer } from './admin-drawer';
import { AreaFrame } from './area-frame';
import { NotificationsBell } from './notifications-bell';
import { SessionFailed } from './session-failed';

/** /panel/admin/*: needs signed-in staff (without a session: its login page, then back). */
export default function AdminLayout() {
  const staff = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const logout = useLogout();
  if (staff.isError && !staff.data)
    return <SessionFailed kind="staff" error={staff.error} onRetry={() => void staff.refetch()} />;
  if (agency.isError)
    return <SessionFailed kind="staff" error={agency.error} onRetry={() => void agency.refetch()} />;
  if (!staff.data || !agency.data) return <RouteLoading />;
  const { data: me } = staff;
  const { data: details } = agency;
  return (
    <AreaFrame
      kind="staff"
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
