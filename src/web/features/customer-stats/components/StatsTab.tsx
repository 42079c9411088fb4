import { BarChart } from '@mantine/charts';
import { Accordion, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import type { AssortmentWindow } from '../../../../domain/customer-stats/rules';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { ResponsiveTable } from '../../../ui/ResponsiveTable';
import { touchLinkStyle } from '../../../ui/touch';
import type { CustomerStats } from '../api/stats';
import { useStats } from '../hooks/useStats';

const windowColor: Record<AssortmentWindow, string> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  NB: 'gray',
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A small table of already formatted cells; on a phone, wider ones turn into cards. */
function SimpleTable({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) {
  const columns = head.map((heading, index) => ({
    label: heading,
    value: (cells: ReactNode[]) => cells[index],
  }));
  return (
    <ResponsiveTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(_cells, index) => index}
      minWidth={head.length > 3 ? 400 : 260}
    />
  );
}

const windowLabel: Record<AssortmentWindow, string> = {
  green: 'within 6 months',
  yellow: '6 to 9 months',
  red: 'not in the last 9 months',
  NB: 'never bought',
};

function Legend() {
  return (
    <Group gap={6} mb="xs">
      {(Object.keys(windowLabel) as AssortmentWindow[]).map((w) => (
        <Badge key={w} color={windowColor[w]} variant="dot" size="sm">
          {w === 'NB' ? 'NB' : ''} {windowLabel[w]}
        </Badge>
      ))}
    </Group>
  );
}

/** The assortment SKUs the customer has bought, coloured by how recently. */
function Assortment({ stats }: { stats: CustomerStats }) {
  const bought = stats.assortment.filter((p) => p.window !== 'NB');
  return (
    <Block title={`SKUs bought in the past 9 months: ${stats.skusLast9Months}`}>
      <Legend />
      {bought.length === 0 ? (
        <EmptyState>No invoice/sales data was found</EmptyState>
      ) : (
        <Group gap={6}>
          {bought.map((p) => (
            <Badge
              key={p.listId}
              color={windowColor[p.window]}
              c="dark.7"
              variant="light"
              title={`Last bought ${formatDocumentDate(p.lastBought)}`}
            >
              {p.name}
            </Badge>
          ))}
        </Group>
      )}
    </Block>
  );
}

function MissingProducts({ stats }: { stats: CustomerStats }) {
  const count = stats.missingByBrand.reduce((n, g) => n + g.items.length, 0);
  return (
    <Block title={`Missing Products: ${count}`}>
      {stats.missingByBrand.length === 0 ? (
        <EmptyState>No Missing Skus</EmptyState>
      ) : (
        <Accordion multiple variant="contained">
          {stats.missingByBrand.map((group) => (
            <Accordion.Item key={group.brand} value={group.brand}>
              <Accordion.Control>
                {group.brand} ({group.items.length})
              </Accordion.Control>
              <Accordion.Panel>
                <Group gap={6}>
                  {group.items.map((item) => (
                    <Badge key={item.listId} color={windowColor[item.window]} c="dark.7" variant="outline">
                      {item.name}
                      {item.window === 'NB' ? ' · NB' : ''}
                      {item.taaExclusive ? ' · TAA Exclusive' : ''}
                    </Badge>
                  ))}
                </Group>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Block>
  );
}

function LastDocuments({ stats }: { stats: CustomerStats }) {
  const link = (path: string, doc: CustomerStats['lastInvoice']) =>
    doc ? (
      <>
        <Anchor component={Link} to={`/${path}/${encodeURIComponent(doc.refNumber)}`} style={touchLinkStyle}>
          #{doc.refNumber}
        </Anchor>{' '}
        on {formatDocumentDate(doc.txnDate)}
      </>
    ) : (
      '—'
    );
  return (
    <Block title="Last Documents">
      <Stack gap={4}>
        <Text component="div">Last invoice: {link('invoiceview', stats.lastInvoice)}</Text>
        <Text component="div">Last sales order: {link('salesorderview', stats.lastSalesOrder)}</Text>
      </Stack>
    </Block>
  );
}

function Grades({ stats }: { stats: CustomerStats }) {
  return (
    <Block title={`Customer Grade: ${stats.grade ?? 'none'} (${stats.region})`}>
      <SimpleTable
        label="Grades"
        head={['Grade', 'SKUs required', 'Met']}
        rows={stats.grades.map((g) => [g.grade, g.skus, stats.skusLast9Months >= g.skus ? 'Yes' : 'No'])}
      />
      <Text size="sm" mt="xs">
        Territory targets ({stats.region}): first quarter {stats.targets.firstQuarter}, 2024{' '}
        {stats.targets.year2024}
      </Text>
    </Block>
  );
}

function StatsBody({ stats }: { stats: CustomerStats }) {
  const hasSales = stats.orderedByYear.some((y) => y.invoices > 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Assortment stats={stats} />
        <MissingProducts stats={stats} />
        <LastDocuments stats={stats} />
        <Grades stats={stats} />
      </SimpleGrid>
      <Block title="Ordered by Year">
        {hasSales ? (
          <Stack gap="sm">
            <BarChart
              h={220}
              data={stats.orderedByYear.map((y) => ({ year: String(y.year), amount: y.amount }))}
              dataKey="year"
              series={[{ name: 'amount', label: 'Amount', color: 'var(--mantine-primary-color-filled)' }]}
              valueFormatter={(v) => `$${formatMoney(v)}`}
            />
            <SimpleTable
              label="Ordered by year"
              head={['Year', 'Invoices', 'Amount']}
              rows={stats.orderedByYear.map((y) => [y.year, y.invoices, `$${formatMoney(y.amount)}`])}
            />
          </Stack>
        ) : (
          <EmptyState>No invoice/sales data was found</EmptyState>
        )}
      </Block>
      <Block title="Product Sales Detailed">
        <Tabs defaultValue="bought" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="bought">Bought Products</Tabs.Tab>
            <Tabs.Tab value="pending">Pending Products</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="bought" pt="sm">
            {stats.boughtProducts.length === 0 ? (
              <EmptyState>No invoice/sales data was found</EmptyState>
            ) : (
              <SimpleTable
                label="Bought products"
                head={['Item', 'Qty', 'Amount', 'Last bought']}
                rows={stats.boughtProducts.map((p) => [
                  p.itemName,
                  formatQuantity(p.quantity),
                  `$${formatMoney(p.amount)}`,
                  formatDocumentDate(p.lastBought),
                ])}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="pending" pt="sm">
            {stats.pendingProducts.length === 0 ? (
              <EmptyState>No pending products data was found</EmptyState>
            ) : (
              <SimpleTable
                label="Pending products"
                head={['Item', 'Qty pending', 'Amount', 'Sales orders']}
                rows={stats.pendingProducts.map((p) => [
                  p.itemName,
                  formatQuantity(p.quantity),
                  `$${formatMoney(p.amount)}`,
                  p.orders,
                ])}
              />
            )}
          </Tabs.Panel>
        </Tabs>
      </Block>
    </Stack>
  );
}

export function StatsTab({ listId }: { listId: string }) {
  const stats = useStats(listId, true);
  if (stats.isPending) return <Loading />;
  if (readFailed(stats)) return <ErrorState error={stats.error} />;
  return <StatsBody stats={stats.data} />;
}
