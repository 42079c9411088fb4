import { Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import { OpenTasksPanel } from '../features/notes/components/OpenTasksPanel';
import { NotificationsPanel } from '../features/notifications/components/NotificationsPanel';
import { LastUpdated } from '../features/system/components/LastUpdated';
import { PageHeader } from '../ui/PageHeader';

export default function HomePage() {
  return (
    <Stack>
      <PageHeader title="Humidor" subtitle={<LastUpdated />} />
      <Text fw={500} data-testid="today">
        {format(new Date(), 'EEEE, MMMM d, yyyy')}
      </Text>
      <NotificationsPanel />
      <OpenTasksPanel />
    </Stack>
  );
}
