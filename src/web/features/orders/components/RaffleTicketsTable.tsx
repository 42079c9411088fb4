import { Anchor, Button, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import { useRaffleTicketsFeed } from '../hooks/useOrders';
import { formatDate } from '../lib/format';

/** The raffle tickets table (/raffletickets), a page at a time; the CSV export has them all. */
export function RaffleTicketsTable() {
  const feed = useRaffleTicketsFeed();
  if (feed.isPending) return <Loading />;
  if (feed.error) return <ErrorState error={feed.error} />;
  const tickets = feed.data.pages.flatMap((page) => page.tickets);
  if (tickets.length === 0) return <EmptyState>No raffle tickets found</EmptyState>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="raffle-tickets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Ticket Number</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((t) => (
              <Table.Tr key={t.ticketNumber}>
                <Table.Td ff="monospace">{t.ticketNumber}</Table.Td>
                <Table.Td>{t.customerName}</Table.Td>
                <Table.Td>{t.event}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/orderview/${t.orderId}`}>
                    {t.orderId}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(t.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
