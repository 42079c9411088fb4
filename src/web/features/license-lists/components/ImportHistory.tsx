import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Loading, ErrorState } from '../../../ui/PageState';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import type { LicenseListImport } from '../api/license-lists';
import { useLicenseListImport } from '../hooks/useLicenseLists';
import { ImportReport } from './ImportReport';

const when = (iso: string) => new Date(iso).toLocaleString();

/** A state's imports, newest first; each opens its report. */
export function ImportHistory({ state, imports }: { state: string; imports: LicenseListImport[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const detail = useLicenseListImport(state, open);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Imports of this state's list
      </Title>
      {imports.length === 0 ? (
        <Text size="sm" c="dimmed">
          No list of this state has been imported yet.
        </Text>
      ) : (
        <ResponsiveTable
          label="Imports of this state's list"
          rows={imports}
          rowKey={(row) => row.id}
          columns={[
            {
              label: 'Imported',
              value: (row) => `${when(row.createdAt)} by ${row.createdByName ?? 'someone'}`,
            },
            { label: 'File', value: (row) => `${row.fileName} (${row.rowCount} rows)` },
            {
              label: 'Result',
              value: (row) =>
                row.counts.nothingChanged
                  ? `Nothing changed (${row.counts.matched} matched)`
                  : `${row.counts.matched} matched, ${row.counts.added} added, ${row.counts.changed} changed, ${row.counts.gone} gone`,
            },
            { label: 'Not matched', numeric: true, value: (row) => row.counts.unmatched },
            {
              label: 'Report',
              value: (row) => (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setOpen(open === row.id ? null : row.id)}
                >
                  {open === row.id ? 'Hide' : 'Show'}
                </Button>
              ),
            },
          ]}
        />
      )}
      {open && detail.isPending && <Loading />}
      {open && detail.isError && <ErrorState error={detail.error} />}
      {open && detail.data && <ImportReport detail={detail.data} />}
    </Stack>
  );
}
