import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import { useRaffleTickets } from '../hooks/useOrders';
import { formatDate } from '../lib/format';

/** The raffle tickets table (/raffletickets). */
export function RaffleTicketsTable() {
  const tickets = useRaffleTickets();
  if (tickets.isPending) return <Loading />;
  if (tickets.error) return <ErrorState error={tickets.error} />;
  if (tickets.data.length === 0) return <EmptyState>No raffle tickets found</EmptyState>;
  return (
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
          {tickets.data.map((t) => (
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
  );
}
