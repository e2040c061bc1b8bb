import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CustomerNotification, Notification } from '@panel/shared/schemas/notifications.ts';
import { formatInstant, formatRelativeTime } from '@/lib/format-date';
import { CUSTOMER_NOTIFICATIONS_KEY } from '@/lib/customer-bell';
import { customerNotificationsQuery, useMarkCustomerNotificationsSeen } from './api/customer-notifications';
import { ADMIN_NOTIFICATIONS_KEY, adminNotificationsQuery } from './api/list-admin-notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';

/**
 * Notifications of the top bar. Staff read the admin notifications one by one; a customer's are
 * their payments and post requests, all marked read when they open the bell.
 */
export function NotificationsBell({ staff }: { staff: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const admin = useQuery({ ...adminNotificationsQuery(), enabled: staff });
  const customer = useQuery({ ...customerNotificationsQuery, enabled: !staff });
  const data = staff ? admin.data : customer.data;
  const markRead = useMarkNotificationRead();
  const markSeen = useMarkCustomerNotificationsSeen();
  const navigate = useNavigate();
  const list: (Notification | CustomerNotification)[] = data?.list ?? [];

  // The server words the notifications in the language the panel asks for: a new language, new words.
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void queryClient.invalidateQueries({
      queryKey: staff ? ADMIN_NOTIFICATIONS_KEY : CUSTOMER_NOTIFICATIONS_KEY,
    });
  }, [i18n.language, queryClient, staff]);
  const unread = data?.unread ?? 0;

  const show = (target: HTMLElement) => {
    setAnchor(target);
    if (!staff && unread > 0) markSeen.mutate();
  };

  const open = (n: Notification | CustomerNotification) => {
    if (staff && !n.isRead) markRead.mutate(n.notificationId);
    if (!n.link) return;
    setAnchor(null);
    if (/^https?:\/\//.test(n.link)) window.open(n.link, '_blank', 'noopener');
    else void navigate(n.link);
  };

  return (
    <>
      <IconButton
        aria-label={unread ? t('notifications.unread', { count: unread }) : t('notifications.title')}
        onClick={(e) => show(e.currentTarget)}
      >
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
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', maxHeight: '70vh' } } }}
      >
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          {t('notifications.title')}
        </Typography>
        <NotificationList list={list} onOpen={open} />
      </Popover>
    </>
  );
}

/**
 * The bell's list, a component of its own so that its rows (and their dates' formatters, which
 * cost a long task on a phone the first time) are made only while the popover is open.
 */
function NotificationList({
  list,
  onOpen,
}: {
  list: (Notification | CustomerNotification)[];
  onOpen: (n: Notification | CustomerNotification) => void;
}) {
  const { t } = useTranslation();
  return list.length === 0 ? (
    <Typography color="text.secondary" sx={{ px: 2, pb: 2, pt: 1 }}>
      {t('notifications.empty')}
    </Typography>
  ) : (
    <List dense aria-label={t('notifications.title')}>
      {list.map((n) => (
        <ListItemButton
          key={n.notificationId}
          onClick={() => onOpen(n)}
          alignItems="flex-start"
          sx={n.isRead ? undefined : { bgcolor: 'action.hover' }}
        >
          <ListItemText
            primary={n.title}
            secondary={
              <>
                {n.message}
                <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.25 }}>
                  <time dateTime={n.createdAt} title={formatInstant(n.createdAt)}>
                    {formatRelativeTime(n.createdAt)}
                  </time>
                </Typography>
              </>
            }
            slotProps={{
              primary: { sx: { fontWeight: n.isRead ? 400 : 700 } },
              secondary: { sx: { fontWeight: n.isRead ? 400 : 600, color: 'text.secondary' } },
            }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
