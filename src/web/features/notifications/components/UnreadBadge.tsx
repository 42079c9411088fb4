import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../hooks/useNotifications';

/** The shell's bell: links to /notifications and shows how many are unread; live. */
export function UnreadBadge() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const label = count ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Tooltip label={label}>
      <Indicator label={count > 99 ? '99+' : count} size={16} disabled={!count} color="red" offset={4}>
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="dark"
          aria-label={label}
          data-testid="unread-badge"
        >
          <IconBell />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
