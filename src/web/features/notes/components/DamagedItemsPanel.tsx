import { Alert, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { damagedItemsSchema, type DamagedItem } from '../../../../domain/notes/schemas';
import { useSaveDamagedItems } from '../hooks/useNotes';
import { DamagedItemsEditor } from './DamagedItemsEditor';
import { EmptyState } from '../../../ui/PageState';

/** A note's damaged items: view mode, and an edit mode for the author; cancel restores the saved values. */
export function DamagedItemsPanel({
  noteId,
  items,
  canEdit,
}: {
  noteId: string;
  items: DamagedItem[];
  canEdit: boolean;
}) {
  const [draft, setDraft] = useState<DamagedItem[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDamagedItems(noteId);
  const editing = draft !== null;

  const submit = () => {
    const parsed = damagedItemsSchema.safeParse(draft);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Invalid damaged items');
    save.mutate(parsed.data, { onSuccess: () => setDraft(null), onError: (e) => setProblem(e.message) });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Damaged Items
          </Title>
          {canEdit && !editing && (
            <Button variant="default" size="xs" onClick={() => (setProblem(null), setDraft(items))}>
              Edit
            </Button>
          )}
        </Group>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {editing ? (
          <>
            <DamagedItemsEditor value={draft} onChange={setDraft} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => (setProblem(null), setDraft(null))}>
                Cancel
              </Button>
              <Button loading={save.isPending} onClick={submit}>
                Save
              </Button>
            </Group>
          </>
        ) : items.length === 0 ? (
          <EmptyState>No damaged items recorded</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label="Damaged items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th ta="right">Sticks</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.listId}>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>{item.salesDesc}</Table.Td>
                    <Table.Td ta="right">{item.sticks}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
