import { Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import { AtRiskCount } from '../features/insights/components/AtRiskCount';
import { OpenTasksPanel } from '../features/notes/components/OpenTasksPanel';
import { NotificationsPanel } from '../features/notifications/components/NotificationsPanel';
import { LastUpdated } from '../features/system/components/LastUpdated';
import { AfterHydration } from '../ui/AfterHydration';
import { PageHeader } from '../ui/PageHeader';

export default function HomePage() {
  return (
    <Stack>
      <PageHeader title="Humidor" subtitle={<LastUpdated />} />
      <Text fw={500} data-testid="today">
        {format(new Date(), 'EEEE, MMMM d, yyyy')}
      </Text>
      {/* Not part of the first screen the server draws: the count follows once the page is the browser's. */}
      <AfterHydration>
        <AtRiskCount />
      </AfterHydration>
      <NotificationsPanel />
      <OpenTasksPanel />
    </Stack>
  );
}
