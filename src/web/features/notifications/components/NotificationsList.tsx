import { ActionIcon, Button, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconFileInvoice,
  IconClipboardPlus,
  IconClipboardX,
  IconAlarm,
  IconPlugConnectedX,
  IconMessageCircle,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { relativeTime } from '../../../../domain/comments/time';
import { browserZone } from '../../../../domain/dates/ranges';
import { groupNotifications } from '../../../../domain/notifications/groups';
import {
  dismissAllConfirm,
  dismissAllThreshold,
  noNotificationsMessage,
  notificationTitles,
} from '../../../../domain/notifications/text';
import type { NotificationType } from '../../../../domain/notifications/schemas';
import { useNow } from '../../../lib/use-now';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { Notification } from '../api/notifications';
import { useDismiss, useDismissAll, useMarkSeen, useNotifications } from '../hooks/useNotifications';

const icons: Record<NotificationType, { icon: ReactNode; color: string }> = {
  'new-comment': { icon: <IconMessageCircle size={18} />, color: 'blue' },
  'new-task': { icon: <IconClipboardPlus size={18} />, color: 'orange' },
  'removed-task': { icon: <IconClipboardX size={18} />, color: 'gray' },
  'resolved-task': { icon: <IconCircleCheck size={18} />, color: 'green' },
  'unresolved-task': { icon: <IconCircleDashed size={18} />, color: 'yellow' },
  'order-in-quickbooks': { icon: <IconFileInvoice size={18} />, color: 'teal' },
  'task-due': { icon: <IconAlarm size={18} />, color: 'red' },
  'quickbooks-needs-reconnecting': { icon: <IconPlugConnectedX size={18} />, color: 'red' },
  'shop-order': { icon: <IconFileInvoice size={18} />, color: 'grape' },
};

function NotificationItem({ notification, now }: { notification: Notification; now: Date }) {
  const navigate = useNavigate();
  const seen = useMarkSeen();
  const dismiss = useDismiss();
  const announce = useAnnounce();
  const { icon, color } = icons[notification.type];
  const open = () => {
    if (!notification.seen) seen.mutate(notification.id);
    void navigate(notification.link);
  };
  return (
    <Paper
      withBorder
      p="xs"
      data-testid="notification"
      style={notification.seen ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-6)' }}
      opacity={notification.dismissed ? 0.6 : 1}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={color} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={notification.seen ? 500 : 700} size="sm">
            {notificationTitles[notification.type]}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {notification.actingUser}
            </Text>{' '}
            {notification.text}
          </Text>
          <Text size="xs" c="dimmed">
            {relativeTime(new Date(notification.createdAt), now, browserZone)}
          </Text>
        </UnstyledButton>
        {!notification.dismissed && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Dismiss ${notificationTitles[notification.type]} from ${notification.actingUser}`}
            loading={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(notification.id, {
                onSuccess: () => announce('Notification dismissed'),
                onError: (error) => announce.error(failureWithReason('Not dismissed', error)),
              })
            }
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/** The user's notifications grouped by age; the full page includes dismissed ones. */
export function NotificationsList({ includeDismissed }: { includeDismissed: boolean }) {
  const list = useNotifications(includeDismissed);
  const dismissAll = useDismissAll();
  const announce = useAnnounce();
  const now = useNow();
  if (list.isPending) return <Loading />;
  if (readFailed(list)) return <ErrorState error={list.error} />;
  const items = list.data.pages.flatMap((page) => page.notifications);
  if (!items.length) return <EmptyState>{noNotificationsMessage}</EmptyState>;
  const open = items.filter((n) => !n.dismissed);
  const confirmDismissAll = () =>
    modals.openConfirmModal({
      title: 'Dismiss all',
      children: dismissAllConfirm,
      labels: { confirm: 'Yes', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        dismissAll.mutate(undefined, {
          onSuccess: () => announce('All notifications dismissed'),
          onError: (error) => announce.error(failureWithReason('Not dismissed', error)),
        }),
    });
  return (
    <Stack gap="md">
      {open.length > dismissAllThreshold && (
        <Group justify="flex-end">
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={dismissAll.isPending}
            onClick={confirmDismissAll}
          >
            Dismiss All
          </Button>
        </Group>
      )}
      {groupNotifications(items, (n) => new Date(n.createdAt), now, browserZone).map(({ group, items }) => (
        <Stack key={group} gap={6}>
          <Text fw={600} size="sm" c="dimmed">
            {group}
          </Text>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} />
          ))}
        </Stack>
      ))}
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="subtle"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
