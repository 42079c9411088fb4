import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportSummary, LicenseChangeField } from '../../../../domain/compliance/license-list-plan';
import { licenseCheckLabels } from '../../../../domain/compliance/licenses';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import type { LicenseListImportDetail } from '../api/license-lists';

const changeLabels: Record<LicenseChangeField, string> = {
  kind: 'Kind',
  issuedOn: 'Issued',
  expiresOn: 'Expires',
  check: 'Checked',
  goneFromList: 'Back in the list',
};

function changeText(change: ImportSummary['changed'][number]['changes'][number]): string {
  if (change.field === 'goneFromList') return 'Back in the list';
  if (change.field === 'check') return `Now ${licenseCheckLabels['state-list'].toLowerCase()}`;
  return `${changeLabels[change.field]} ${change.from ?? 'none'} → ${change.to ?? 'none'}`;
}

function Section({
  title,
  count,
  shown,
  children,
}: {
  title: string;
  count: number;
  shown?: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light" color={count ? 'blue' : 'gray'}>
          {count}
        </Badge>
      </Group>
      {shown !== undefined && shown < count && (
        <Text size="sm" c="dimmed">
          The first {shown} of {count}.
        </Text>
      )}
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** What one import of a state's list matched, could not match and changed (decision 0293). */
export function ImportReport({ detail }: { detail: LicenseListImportDetail }) {
  const { summary } = detail;
  return (
    <Stack gap="lg" data-testid="import-report">
      {summary.nothingChanged ? (
        <Alert color="gray" role="status" title="Nothing changed">
          Every license the list names already says what the list says; no license was added or changed.
        </Alert>
      ) : (
        <Alert color="green" role="status" title="Imported">
          {`${summary.listed} of ${summary.rows} rows read: ${detail.counts.matched} matched (${detail.counts.added} added), ${detail.counts.changed} changed, ${detail.counts.gone} gone from the list.`}
        </Alert>
      )}
      <Section title="Matched" count={summary.matched.length}>
        <ResponsiveTable
          label="Matched"
          rows={summary.matched}
          rowKey={(row) => `${row.licenseId}-${row.line}`}
          columns={[
            { label: 'Customer', value: (row) => row.customerName },
            { label: 'License', value: (row) => row.number },
            {
              label: 'How',
              value: (row) =>
                row.by === 'number' ? 'By license number' : 'By name and address (license added)',
            },
          ]}
        />
      </Section>
      <Section title="Changed" count={summary.changed.length}>
        <ResponsiveTable
          label="Changed"
          rows={summary.changed}
          rowKey={(row) => row.licenseId}
          columns={[
            { label: 'Customer', value: (row) => row.customerName },
            { label: 'License', value: (row) => row.number },
            { label: 'What changed', value: (row) => row.changes.map(changeText).join('; ') },
          ]}
        />
      </Section>
      <Section title="Gone from the list" count={summary.gone.length}>
        <ResponsiveTable
          label="Gone from the list"
          rows={summary.gone}
          rowKey={(row) => row.licenseId}
          columns={[
            { label: 'Customer', value: (row) => row.customerName },
            { label: 'License', value: (row) => row.number },
          ]}
        />
      </Section>
      <Section title="Could not match" count={summary.unmatched.count} shown={summary.unmatched.rows.length}>
        <ResponsiveTable
          label="Could not match"
          rows={summary.unmatched.rows}
          rowKey={(row) => row.line}
          columns={[
            { label: 'License', value: (row) => row.number },
            { label: 'Line', numeric: true, value: (row) => row.line },
            { label: 'Name', value: (row) => row.name },
            { label: 'Address', value: (row) => row.address },
            { label: 'Why', fullWidthInCard: true, value: (row) => row.reason },
          ]}
        />
      </Section>
      <Section
        title="Customers of the state not in the list"
        count={summary.customersNotListed.count}
        shown={summary.customersNotListed.customers.length}
      >
        <Text size="sm">{summary.customersNotListed.customers.map((c) => c.customerName).join(', ')}</Text>
      </Section>
      <Section title="Rows not read" count={summary.problems.count} shown={summary.problems.rows.length}>
        <ResponsiveTable
          label="Rows not read"
          rows={summary.problems.rows}
          rowKey={(row) => row.line}
          columns={[
            { label: 'Line', numeric: true, value: (row) => row.line },
            { label: 'Problem', value: (row) => row.message },
          ]}
        />
      </Section>
    </Stack>
  );
}
