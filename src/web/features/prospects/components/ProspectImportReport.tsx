import { Alert, Stack, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import type { ProspectImport } from '../api/prospects';

/** What one import added, brought up to date and dropped as a customer already, and what it could not read. */
export function ProspectImportReport({ detail }: { detail: ProspectImport }) {
  const { summary } = detail;
  return (
    <Stack gap="md" data-testid="prospect-import-report">
      <Alert color="green" role="status" title="Imported">
        {`${summary.rows} rows: ${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ` +
          `${summary.dropped.length} dropped as customers already, ${summary.problems.count} not read.`}
      </Alert>
      <Title order={3} size="h5">
        Dropped: customers already ({summary.dropped.length})
      </Title>
      {summary.dropped.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        <ResponsiveTable
          label="Dropped: customers already"
          rows={summary.dropped}
          rowKey={(row) => String(row.line)}
          columns={[
            { label: 'Line', value: (row) => String(row.line) },
            { label: 'Shop', value: (row) => row.name },
            { label: 'Customer', value: (row) => row.customerName },
            { label: 'Why', value: (row) => row.reason },
          ]}
        />
      )}
      {summary.problems.count > 0 && (
        <>
          <Title order={3} size="h5">
            Not read ({summary.problems.count})
          </Title>
          <ResponsiveTable
            label="Not read"
            rows={summary.problems.rows}
            rowKey={(row) => `${row.line}-${row.message}`}
            columns={[
              { label: 'Line', value: (row) => String(row.line) },
              { label: 'Why', value: (row) => row.message },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
