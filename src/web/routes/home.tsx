import { Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import { lazy } from 'react';
import { loadWhenOnline } from '../lib/code-load';
import { loadAtRiskCount } from '../features/insights';
import { OpenTasksPanel } from '../features/notes';
import { NotificationsPanel } from '../features/notifications';
import { LastUpdated } from '../features/system';
import { AfterHydration } from '../ui/AfterHydration';
import { PageHeader } from '../ui/PageHeader';

// Its code too arrives after the first screen: the home page's first download stays what it was.
const AtRiskCount = lazy(async () => ({
  default: (await loadWhenOnline(loadAtRiskCount)).AtRiskCount,
}));

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
