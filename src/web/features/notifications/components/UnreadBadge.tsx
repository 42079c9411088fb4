import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAnnounce } from '../../../ui/Announcer';
import { useUnreadCount } from '../hooks/useNotifications';
import { arrivalMessage, badgeCount, badgeLabel } from '../lib/badge';

/** The shell's bell: links to /notifications and shows how many are unread; live. */
export function UnreadBadge() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const label = badgeLabel(count);
  // A notification arriving live is said once; the first count after loading is not news.
  const announce = useAnnounce();
  const previous = useRef<number | null>(null);
  const loaded = unread.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const news = arrivalMessage(previous.current, count);
    if (news) announce(news);
    previous.current = count;
  }, [announce, count, loaded]);
  return (
    <Tooltip label={label}>
      <Indicator label={badgeCount(count)} size={16} disabled={!count} color="red" offset={4}>
        <ActionIcon
          component={Link}
          to="/notifications"
          variant="subtle"
          color="dark"
          aria-label={label}
          data-testid="unread-badge"
        >
          <IconBell aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
