import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

interface AdminNotification {
  notificationId: string;
  title?: string;
  message?: string;
  isRead?: boolean;
}

const adminNotificationsQuery = queryOptions({
  queryKey: ['admin-notifications'],
  queryFn: () =>
    api.get<{ list: AdminNotification[] }>('/api/v1/analytics/admin-notification', { limit: 20 }),
  // The bell stays usable (and empty) when notifications cannot be loaded.
  meta: { handlesErrors: true },
  retry: false,
});

/** Notifications of the top bar. Staff read the admin notifications; customers have none yet. */
export function NotificationsBell({ staff }: { staff: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({ ...adminNotificationsQuery, enabled: staff });
  const list = data?.list ?? [];
  const unread = list.filter((n) => !n.isRead).length;
  return (
    <>
      <IconButton aria-label="Notifications" onClick={(e) => setAnchor(e.currentTarget)}>
        <Badge badgeContent={unread} color="error">
          <NotificationsNone />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          Notifications
        </Typography>
        {list.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2, pt: 1 }}>
            No notifications yet
          </Typography>
        ) : (
          <List dense>
            {list.map((n) => (
              <ListItem key={n.notificationId}>
                <ListItemText primary={n.title ?? n.message} secondary={n.title ? n.message : undefined} />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
