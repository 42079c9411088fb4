import { Button, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NotificationsList } from './NotificationsList';

/** Home: the notifications not dismissed yet, with a link to the full page. */
export function NotificationsPanel() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="notifications-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="notifications-title">
          Notifications
        </Title>
        <Button component={Link} to="/notifications" variant="subtle" size="sm">
          All notifications
        </Button>
      </Group>
      <NotificationsList includeDismissed={false} />
    </Paper>
  );
}
