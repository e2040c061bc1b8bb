import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteLoading } from '@/components/route-loading';
import { PlanStatusChip } from '@/features/upgrade/plan-status-chip';
import { UpgradeHost } from '@/features/upgrade/upgrade-dialog';
import { WhatsNewButton } from '@/features/whats-new/whats-new-button';
import { applyLanguageDefault } from '@/lib/i18n';
import { agencyDetailsQuery, customerUserQuery, homePath, useLogout } from '@/lib/session';
import { trackEvent } from '@/lib/session-tracker';
import { AreaFrame } from './area-frame';
import { BusinessSelector } from './business-selector';
import { NotificationsBell } from './notifications-bell';
import { SessionFailed } from './session-failed';

// The menu's content (its lists and icons) loads when it first opens: the home does not wait for it.
const CustomerDrawer = lazy(() => import('./customer-drawer').then((m) => ({ default: m.CustomerDrawer })));

/** /panel/customer/*: needs a signed-in customer (without a session: its login page, then back). */
export default function CustomerLayout() {
  const user = useQuery(customerUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const logout = useLogout();
  const { pathname } = useLocation();
  // Every screen of the customer area opened is an event of the session (spec section 9).
  useEffect(() => trackEvent('page_view', pathname.split('/')[3] ?? 'home'), [pathname]);
  const accountLanguage = user.data?.preference.language;
  useEffect(() => applyLanguageDefault(accountLanguage, 'account'), [accountLanguage]);
  if (user.isError && !user.data)
    return <SessionFailed kind="customer" error={user.error} onRetry={() => void user.refetch()} />;
  if (agency.isError)
    return <SessionFailed kind="customer" error={agency.error} onRetry={() => void agency.refetch()} />;
  if (!user.data || !agency.data) return <RouteLoading />;
  const { data: me } = user;
  const { data: details } = agency;
  return (
    <AreaFrame
      kind="customer"
      actions={
        <>
          <PlanStatusChip />
          <UpgradeHost area="customer" />
          <BusinessSelector />
          <WhatsNewButton home={homePath('customer')} />
          <NotificationsBell staff={false} />
        </>
      }
      drawer={(close) => (
        <CustomerDrawer
          user={me}
          agency={details}
          onNavigate={close}
          onLogout={() => {
            close();
            void logout('customer');
          }}
        />
      )}
    />
  );
}
