import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeValue } from '../../../../domain/history/diff';
import { historyEntityLabels } from '../../../../domain/history/schemas';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { HistoryEntry, HistorySubject } from '../api/history';
import { useHistory } from '../hooks/useHistory';

const actionWords: Record<HistoryEntry['action'], string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  restore: 'restored',
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** One entry: who did what when, and each changed field's before → after. */
export function HistoryEntryView({ entry }: { entry: HistoryEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <Stack gap={2} data-testid="history-entry">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{historyEntityLabels[entry.entityType]}</Badge>
        <Text size="sm" fw={500}>
          {entry.userName} {actionWords[entry.action]} {entry.label}
        </Text>
        <Text size="xs" c="dimmed">
          {when(entry.at)}
        </Text>
      </Group>
      {entry.action !== 'delete' &&
        fields.map(([field, change]) => (
          <Text key={field} size="xs" style={{ overflowWrap: 'anywhere' }}>
            <b>{field}</b>: {describeValue(change.before)} → {describeValue(change.after)}
          </Text>
        ))}
    </Stack>
  );
}

/** The History panel of the note, order and customer pages, folded until opened. */
export function HistoryPanel({ subject, id }: { subject: HistorySubject; id: string }) {
  // Loaded only once opened: most visits to a page never look at its history.
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion variant="contained" mt="md" value={open} onChange={setOpen}>
      <Accordion.Item value="history">
        <Accordion.Control mih={44}>History</Accordion.Control>
        <Accordion.Panel>{open && <HistoryEntries subject={subject} id={id} />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function HistoryEntries({ subject, id }: { subject: HistorySubject; id: string }) {
  const history = useHistory(subject, id);
  if (history.isPending) return <Loading label="Loading history…" />;
  if (readFailed(history)) return <ErrorState error={history.error} />;
  if (!history.data.entries.length) return <Text size="sm">No changes recorded yet.</Text>;
  return (
    <Stack gap="sm">
      {history.data.entries.map((entry) => (
        <HistoryEntryView key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
