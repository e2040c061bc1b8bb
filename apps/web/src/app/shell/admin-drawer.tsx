import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { adminMenu, staffContext } from '@panel/shared/roles.ts';
import type { AgencyDetails } from '@panel/shared/schemas/agency.ts';
import type { StaffUser } from '@/lib/session';
import { DrawerItem } from './menu-items';

/** The admin drawer: exactly the items the shared role matrix gives this staff user in this agency. */
export function AdminDrawer({
  staff,
  agency,
  onNavigate,
  onLogout,
}: {
  staff: StaffUser;
  agency: AgencyDetails;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const items = adminMenu(
    staffContext({ roles: staff.roles, hideBilling: staff.configuration.hideBilling }, agency.configuration),
    agency.configuration.dashboardConfig.invitationSiteLink,
  );
  return (
    <>
      <Box
        component="section"
        aria-label={t('drawer.account')}
        sx={{ px: 2, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {staff.name}
        </Typography>
        <Typography variant="body2" noWrap>
          {staff.phoneNumber}
        </Typography>
        <Typography variant="caption" sx={{ opacity: 0.85 }}>
          {staff.roles.map((role) => t(`role.${role}`)).join(', ')}
        </Typography>
      </Box>
      <List component="nav" aria-label={t('drawer.menu')}>
        {items.map((item) => (
          <DrawerItem
            key={item.key}
            item={item}
            label={t(`drawer.${item.key}`)}
            base="/admin"
            onNavigate={onNavigate}
            onLogout={onLogout}
          />
        ))}
      </List>
    </>
  );
}
