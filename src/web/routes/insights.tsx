import { Stack, Tabs, Text } from '@mantine/core';
import { formatDocumentDate } from '../../domain/documents/format';
import { ExciseInsight } from '../features/compliance-reports';
import {
  ActivityView,
  AtRiskView,
  customRangeProblem,
  HowFiguresAreMade,
  InsightFiltersBar,
  insightViews,
  ReachView,
  SalesView,
  ShopOrdersView,
  useInsightQuery,
  useSummary,
  type InsightView,
} from '../features/insights';
import { PageHeader } from '../ui/PageHeader';

const tabLabels: Record<InsightView, string> = {
  sales: 'Sales',
  'at-risk': 'At risk',
  reach: 'Brand reach',
  activity: 'Rep activity',
};

/** What the figures cover: the period in words and how fresh the mirrored invoices are. */
function Coverage({ enabled, filters }: { enabled: boolean; filters: Parameters<typeof useSummary>[0] }) {
  const summary = useSummary(filters, enabled);
  if (!summary.data) return null;
  const { period, lastInvoiceDate } = summary.data;
  return (
    <>
      {period.label}
      {lastInvoiceDate && (
        <Text span inherit>
          {' '}
          · newest invoice {formatDocumentDate(lastInvoiceDate)}
        </Text>
      )}
    </>
  );
}

/** /insights: how sales are going, the accounts slipping away, brand reach and what each rep did (issue 28). */
export default function InsightsPage() {
  const { filters, view, setFilters, setView, hrefOfView } = useInsightQuery();
  // An incomplete custom range asks for nothing: the figures shown stay until it is complete.
  const enabled = customRangeProblem(filters) === null;
  const props = { filters, enabled };
  return (
    <Stack gap="md">
      <PageHeader title="Sales insight" subtitle={<Coverage {...props} />} />
      <InsightFiltersBar filters={filters} onChange={setFilters} />
      <Tabs value={view} onChange={(value) => value && setView(value as InsightView)} keepMounted={false}>
        <Tabs.List>
          {insightViews.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {tabLabels[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sales" pt="md">
          <Stack gap="md">
            <SalesView {...props} atRiskHref={hrefOfView('at-risk')} />
            <ShopOrdersView {...props} />
            <ExciseInsight />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="at-risk" pt="md">
          <AtRiskView {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="reach" pt="md">
          <ReachView {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <ActivityView {...props} />
        </Tabs.Panel>
      </Tabs>
      <HowFiguresAreMade />
    </Stack>
  );
}
