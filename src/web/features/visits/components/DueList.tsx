import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useDue, useDuePagesAfter } from '../hooks/useVisits';
import { shortDate } from '../lib/days';
import type { Stop } from '../lib/route-draft';
import { CustomerRow, RowList } from './CustomerRow';
import { AddToRoute, stopOf } from './NearMe';

const overText = (daysOver: number | null) =>
  daysOver === null ? 'Never visited' : daysOver === 1 ? '1 day over' : `${daysOver} days over`;

/** Due: the customers whose last visit is older than their grade's cadence, most overdue first. */
export function DueList({ picked, onPick }: { picked: ReadonlySet<string>; onPick(stop: Stop): void }) {
  const due = useDue();
  // The cursors of the further pages opened with "Show more", in order.
  const [cursors, setCursors] = useState<string[]>([]);
  const more = useDuePagesAfter(cursors);
  if (due.isPending) return <Loading label="Finding the customers due a visit…" />;
  if (readFailed(due)) return <ErrorState error={due.error} />;
  const { total } = due.data;
  const loaded = [due.data, ...more.flatMap((page) => (page.data ? [page.data] : []))];
  // A customer whose days over grew between two reads may sit in two pages: it shows once.
  const customers = [...new Map(loaded.flatMap((p) => p.customers).map((c) => [c.customerId, c])).values()];
  const loading = more.some((page) => page.isPending);
  const failed = more.find((page) => page.isError);
  const nextCursor = loading || failed ? null : (loaded.at(-1)?.nextCursor ?? null);
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
      {failed && <ErrorState error={failed.error} />}
      {(nextCursor !== null || loading) && (
        <Button
          variant="light"
          mih={44}
          loading={loading}
          onClick={() => nextCursor && setCursors([...cursors, nextCursor])}
        >
          Show more customers due
        </Button>
      )}
    </Stack>
  );
}
