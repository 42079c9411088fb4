import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../ui/PageState';
import type { Run } from '../api/quickbooks';
import { when } from '../../../lib/when';
import { pullKindLabels, type PullKind } from '../../../../domain/quickbooks/desktop/qbxml';

function outcome(run: Run) {
  if (!run.endedAt) return <Badge color="blue">Running</Badge>;
  return run.succeeded ? <Badge color="green">Succeeded</Badge> : <Badge color="red">Not completed</Badge>;
}

/** The latest Web Connector runs: when, what came in, what went out, and QuickBooks' own words on errors. */
export function RunLog({ runs }: { runs: Run[] }) {
  if (runs.length === 0) return <EmptyState>The Web Connector has not run yet.</EmptyState>;
  return (
    <Stack>
      {runs.map((run) => {
        const pulled = Object.entries(run.pulled).filter(([, n]) => n);
        return (
          <Card key={run.id} withBorder padding="sm" aria-label={`Run ${when(run.startedAt)}`}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>
                  {when(run.startedAt)} – {run.endedAt ? when(run.endedAt) : '…'}
                </Text>
                {outcome(run)}
              </Group>
              <Text size="sm" c="dimmed">
                {run.connectionName} ·{' '}
                {pulled.length
                  ? pulled.map(([kind, n]) => `${n} ${pullKindLabels[kind as PullKind] ?? kind}`).join(', ')
                  : 'nothing new pulled'}{' '}
                · {run.pushed} {run.pushed === 1 ? 'order' : 'orders'} pushed
              </Text>
              {run.errors.length > 0 && (
                <List size="sm" c="red">
                  {run.errors.map((error, i) => (
                    <List.Item key={i}>{error}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
