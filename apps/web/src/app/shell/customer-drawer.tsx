import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerMenu, type MenuItem } from '@panel/shared/roles.ts';
import type { AgencyDetails } from '@panel/shared/schemas/agency.ts';
import type { User } from '@panel/shared/schemas/auth.ts';
import { useCurrentBusiness } from '@/lib/current-business';
import { DrawerItem } from './menu-items';

/** The catalogue key of a customer drawer item (greetings are named by whether videos are included). */
const customerItemKey = (item: MenuItem) =>
  item.key === 'greetings' && item.label !== 'Greeting images'
    ? 'customerDrawer.greetingsVideos'
    : `customerDrawer.${item.key}`;

/** The customer drawer: who is logged in, the current business, then the agency's product sections. */
export function CustomerDrawer({
  user,
  agency,
  onNavigate,
  onLogout,
}: {
  user: User;
  agency: AgencyDetails;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { current } = useCurrentBusiness();
  const { t } = useTranslation();
  const loggedInAs = user.isForeignUser ? user.email : user.phoneNumber;
  return (
    <>
      <Box
        component="section"
        aria-label={t('drawer.account')}
        sx={{ px: 2, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="caption" sx={{ opacity: 0.85 }}>
          {t('drawer.loggedInAs')}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
          {loggedInAs}
        </Typography>
        <Link
          component={RouterLink}
          to="/customer/account"
          onClick={onNavigate}
          color="inherit"
          variant="caption"
          sx={{ opacity: 0.9 }}
        >
          {t('drawer.myAccount')}
        </Link>
        {current && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {current.businessName}
            </Typography>
            {current.category && (
              <Typography variant="caption" sx={{ opacity: 0.85 }}>
                {current.category.name}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Box component="nav" aria-label={t('drawer.menu')}>
        {customerMenu(agency.configuration).map((section, index) => (
          <Fragment key={section.title ?? `section-${index}`}>
            {index > 0 && !section.title && <Divider />}
            <List
              aria-label={section.title ? t(`customerDrawer.section.${section.title}`) : undefined}
              subheader={
                section.title ? (
                  <ListSubheader component="div">
                    {t(`customerDrawer.section.${section.title}`)}
                  </ListSubheader>
                ) : undefined
              }
            >
              {section.items.map((item) => (
                <DrawerItem
                  key={item.key}
                  item={item}
                  label={t(customerItemKey(item))}
                  base="/customer"
                  onNavigate={onNavigate}
                  onLogout={onLogout}
                />
              ))}
            </List>
          </Fragment>
        ))}
      </Box>
    </>
  );
}
