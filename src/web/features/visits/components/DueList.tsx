import { Stack, Text } from '@mantine/core';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useDue } from '../hooks/useVisits';
import { shortDate } from '../lib/days';
import type { Stop } from '../lib/route-draft';
import { CustomerRow, RowList } from './CustomerRow';
import { AddToRoute, stopOf } from './NearMe';

const overText = (daysOver: number | null) =>
  daysOver === null ? 'Never visited' : daysOver === 1 ? '1 day over' : `${daysOver} days over`;

/** Due: the customers whose last visit is older than their grade's cadence, most overdue first. */
export function DueList({ picked, onPick }: { picked: ReadonlySet<string>; onPick(stop: Stop): void }) {
  const due = useDue();
  if (due.isPending) return <Loading label="Finding the customers due a visit…" />;
  if (readFailed(due)) return <ErrorState error={due.error} />;
  const { customers, total } = due.data;
  if (customers.length === 0) return <EmptyState>No customer is due a visit. Well done.</EmptyState>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {total === customers.length
          ? `${total} customers due`
          : `The ${customers.length} most overdue of ${total} customers due`}
      </Text>
      <RowList label="Customers due a visit">
        {customers.map((c) => (
          <CustomerRow
            key={c.customerId}
            customer={c}
            lead={overText(c.daysOver)}
            facts={`Last visit: ${shortDate(c.lastVisitAt)} · Every ${c.cadenceDays} days${c.grade ? ` (grade ${c.grade})` : ''}`}
          >
            <AddToRoute picked={picked.has(c.customerId)} onPick={() => onPick(stopOf(c))} />
          </CustomerRow>
        ))}
      </RowList>
    </Stack>
  );
}
