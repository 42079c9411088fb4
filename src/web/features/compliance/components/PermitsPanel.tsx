import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { permitKindLabels } from '../../../../domain/compliance/permits';
import { stateNameOf } from '../../../../domain/constants/states';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { CompanyPermit } from '../api/compliance';
import { useDeletePermit, usePermits } from '../hooks/useCompliance';
import { PermitForm } from './PermitForm';

/** The company's permits per state: add, change, delete (kept in the history). */
export function PermitsPanel() {
  const permits = usePermits();
  const remove = useDeletePermit();
  // undefined: no form open; null: a new permit.
  const [editing, setEditing] = useState<CompanyPermit | null | undefined>(undefined);

  const columns: TableColumn<CompanyPermit>[] = [
    { label: 'State', value: (p) => `${stateNameOf(p.state)} (${p.state})` },
    { label: 'Kind', value: (p) => permitKindLabels[p.kind] },
    { label: 'Number', value: (p) => p.number },
    { label: 'Issued', value: (p) => p.issuedOn ?? '—' },
    { label: 'Expires', value: (p) => p.expiresOn ?? 'No expiry' },
    { label: 'Note', value: (p) => p.note || '—', fullWidthInCard: true },
    {
      label: 'Actions',
      value: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(p)}
            aria-label={`Edit ${p.state} ${p.number}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Delete ${p.state} ${p.number}`}
            onClick={() =>
              modals.openConfirmModal({
                title: 'Delete permit',
                children: `Delete ${stateNameOf(p.state)}'s ${permitKindLabels[p.kind].toLowerCase()} ${p.number}? Orders no longer count on it; the history keeps it.`,
                labels: { confirm: 'Delete', cancel: 'Cancel' },
                confirmProps: { color: 'red' },
                onConfirm: () => remove.mutate(p.id),
              })
            }
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          The company’s permits
        </Title>
        <Button onClick={() => setEditing(null)} mih={44}>
          Add permit
        </Button>
      </Group>
      {permits.isPending ? (
        <Loading />
      ) : readFailed(permits) ? (
        <ErrorState error={permits.error} />
      ) : permits.data.length === 0 ? (
        <EmptyState>The company holds no permits in Humidor yet</EmptyState>
      ) : (
        <ResponsiveTable label="Permits" columns={columns} rows={permits.data} rowKey={(p) => p.id} />
      )}
      <Text size="sm" c="dimmed">
        A permit counts for an order dated from its issue day through its expiry day.
      </Text>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Change permit' : 'Add permit'}
        size="lg"
      >
        {editing !== undefined && <PermitForm permit={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
