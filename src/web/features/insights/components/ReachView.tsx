import { Anchor, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BrandReachRow, InsightFilters } from '../../../../domain/insights/contract';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { EmptyState } from '../../../ui/PageState';
import { touchLinkStyle } from '../../../ui/touch';
import { csvHrefs, type ReachCustomersAnswer } from '../api/insights';
import { useBrandReach, useReachCustomers } from '../hooks/useInsights';
import { Change, Figures } from '../../../ui/figures/Figures';
import { formatCents } from '../../../ui/figures/format';
import { Section } from './Section';

type ReachCustomer = ReachCustomersAnswer['gained'][number];

const customerColumns: TableColumn<ReachCustomer>[] = [
  {
    label: 'Customer',
    value: (row) => (
      <Anchor
        component={Link}
        to={`/customerpage/${encodeURIComponent(row.customerListId)}`}
        style={touchLinkStyle}
      >
        {row.customerName}
      </Anchor>
    ),
  },
  { label: 'This period', numeric: true, value: (row) => formatCents(row.thisPeriodCents) },
  { label: 'Last year', numeric: true, value: (row) => formatCents(row.lastPeriodCents) },
];

function CustomerList({ title, rows, empty }: { title: string; rows: ReachCustomer[]; empty: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ResponsiveTable
          label={title}
          columns={customerColumns}
          rows={rows}
          rowKey={(row) => row.customerListId}
          minWidth={320}
        />
      )}
    </Stack>
  );
}

/** The customers one brand gained and lost; its heading takes the focus when a brand is opened. */
function GainedAndLost({ brand, filters }: { brand: string; filters: InsightFilters }) {
  const query = useReachCustomers(brand, filters);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), [brand]);
  const title = `${brand}: customers gained and lost`;
  return (
    <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      <Section title={title} csv={csvHrefs.reachCustomers(brand, filters)}>
        <Figures query={query} isEmpty={() => false}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <CustomerList title="Gained" rows={data.gained} empty="No new customers for this brand." />
              <CustomerList title="Lost" rows={data.lost} empty="No customer stopped buying this brand." />
            </SimpleGrid>
          )}
        </Figures>
      </Section>
    </div>
  );
}

/** Per brand: how many customers bought it against the same days last year, and who came and went. */
export function ReachView({ filters, enabled }: { filters: InsightFilters; enabled: boolean }) {
  const query = useBrandReach(filters, enabled);
  const [open, setOpen] = useState<string | null>(null);
  const rows = query.data?.rows ?? [];
  const columns: TableColumn<BrandReachRow>[] = [
    { label: 'Brand', value: (row) => row.brand },
    { label: 'Customers', numeric: true, value: (row) => row.customers },
    { label: 'Last year', numeric: true, value: (row) => row.customersLastPeriod },
    { label: 'Change', numeric: true, value: (row) => <Change percent={row.changePercent} /> },
    { label: 'Gained', numeric: true, value: (row) => row.gained },
    { label: 'Lost', numeric: true, value: (row) => row.lost },
    {
      label: 'Who',
      value: (row) => (
        <Button
          variant={open === row.brand ? 'filled' : 'default'}
          size="sm"
          mih={44}
          aria-pressed={open === row.brand}
          aria-label={`Gained and lost: ${row.brand}`}
          onClick={() => setOpen(open === row.brand ? null : row.brand)}
        >
          Gained and lost
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Section title="Brand reach" csv={rows.length > 0 ? csvHrefs.brandReach(filters) : undefined}>
        <Figures query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <ResponsiveTable
              label="Brand reach"
              columns={columns}
              rows={data.rows}
              rowKey={(row) => row.brand}
              minWidth={760}
            />
          )}
        </Figures>
      </Section>
      {open !== null && <GainedAndLost brand={open} filters={filters} />}
    </Stack>
  );
}
