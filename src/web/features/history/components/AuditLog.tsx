import { Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { historyEntityLabels, historyEntityTypes } from '../../../../domain/history/schemas';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { historyApi, type AuditFilters } from '../api/history';
import { useAudit } from '../hooks/useHistory';
import { HistoryEntryView } from './HistoryPanel';

/** The admin audit log: filters by user, kind and dates, pages of entries, and the CSV of the filter. */
export function AuditLog({ users }: { users: { id: string; name: string }[] }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useAudit(filters);
  const set = (patch: Partial<AuditFilters>) => setFilters((now) => ({ ...now, ...patch }));
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="end">
        <Select
          label="Who"
          clearable
          searchable
          data={users.map((user) => ({ value: user.id, label: user.name }))}
          value={filters.userId ?? null}
          onChange={(userId) => set({ userId: userId ?? undefined })}
        />
        <Select
          label="Kind"
          clearable
          data={historyEntityTypes.map((kind) => ({ value: kind, label: historyEntityLabels[kind] }))}
          value={filters.entityType ?? null}
          onChange={(kind) => set({ entityType: (kind as AuditFilters['entityType']) ?? undefined })}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.currentTarget.value || undefined })}
        />
        <Anchor href={historyApi.auditCsvHref(filters)} download mih={44} style={{ alignContent: 'center' }}>
          Export CSV
        </Anchor>
      </Group>
      {audit.isPending ? (
        <Loading />
      ) : readFailed(audit) ? (
        <ErrorState error={audit.error} />
      ) : !entries.length ? (
        <EmptyState>No changes match.</EmptyState>
      ) : (
        <>
          {entries.map((entry) => (
            <HistoryEntryView key={entry.id} entry={entry} />
          ))}
          {audit.hasNextPage && (
            <Button
              mih={44}
              variant="light"
              onClick={() => void audit.fetchNextPage()}
              loading={audit.isFetchingNextPage}
            >
              More
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
