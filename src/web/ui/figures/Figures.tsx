import { Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Loading, readFailed } from '../PageState';
import { changeDirection, formatChange } from './format';

/**
 * The pieces every block of sales figures is made of, on /insights and on a customer's Sales panel
 * (decision 0284): the read's states, the CSV beside a table, a change against last year.
 */

/** What every table says when the period has no sales in it. */
export const noSales = 'No sales in this period yet';
const waitingForPeriod = 'These figures show once the period has its first and last day.';

/**
 * The table's CSV, streamed by the browser from the server like the feeds' exports. Its name says
 * which table (several sit on one page) and starts with the words shown, as speech input expects.
 */
export function CsvLink({ href, table }: { href: string; table: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={`Download CSV: ${table}`}
    >
      Download CSV
    </Button>
  );
}

/**
 * A read's three states the same way on every block: loading, its error, or 'No sales…' when the
 * answer has nothing to show; otherwise the figures. Old figures stay (dimmed) while new filters load.
 */
export function Figures<T>({
  query,
  isEmpty,
  empty = noSales,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    // Not asked yet: a custom range still waits for one of its days.
    return query.fetchStatus === 'idle' ? <EmptyState>{waitingForPeriod}</EmptyState> : <Loading />;
  }
  if (readFailed(query)) return <ErrorState error={query.error} />;
  if (isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return (
    <div aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {children(query.data)}
    </div>
  );
}

const directionColor = { up: 'green.9', down: 'red.9', level: undefined } as const;

/** A change against last year, coloured and signed (the sign carries it without colour). */
export function Change({ percent }: { percent: number | null }) {
  return (
    <Text
      component="span"
      inherit
      c={directionColor[changeDirection(percent)]}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatChange(percent)}
    </Text>
  );
}
