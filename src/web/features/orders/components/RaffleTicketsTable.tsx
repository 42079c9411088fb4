import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { ResponsiveTable, type TableColumn } from '../../../ui/ResponsiveTable';
import { touchLinkStyle } from '../../../ui/touch';
import type { RaffleTicket } from '../api/orders';
import { useRaffleTicketsFeed } from '../hooks/useOrders';
import { formatDate } from '../lib/format';

const columns: TableColumn<RaffleTicket>[] = [
  { label: 'Ticket Number', value: (t) => <span style={{ fontFamily: 'monospace' }}>{t.ticketNumber}</span> },
  { label: 'Customer', value: (t) => t.customerName },
  { label: 'Event', value: (t) => t.event },
  {
    label: 'Order',
    fullWidthInCard: true,
    value: (t) => (
      <Anchor component={Link} to={`/orderview/${t.orderId}`} style={touchLinkStyle}>
        {t.orderId}
      </Anchor>
    ),
  },
  { label: 'Created', value: (t) => formatDate(t.createdAt) },
];

/** The raffle tickets (/raffletickets), a page at a time, cards on a phone; the CSV export has them all. */
export function RaffleTicketsTable() {
  const feed = useRaffleTicketsFeed();
  if (feed.isPending) return <Loading />;
  if (readFailed(feed)) return <ErrorState error={feed.error} />;
  const tickets = feed.data.pages.flatMap((page) => page.tickets);
  if (tickets.length === 0) return <EmptyState>No raffle tickets found</EmptyState>;
  return (
    <Stack gap="xs" data-testid="raffle-tickets">
      <ResponsiveTable
        columns={columns}
        rows={tickets}
        rowKey={(t) => t.ticketNumber}
        label="Raffle tickets"
        minWidth={640}
      />
      <Button
        variant="light"
        mih={44}
        disabled={!feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onClick={() => void feed.fetchNextPage()}
      >
        {feed.hasNextPage ? 'Load more' : 'No more raffle tickets'}
      </Button>
    </Stack>
  );
}
