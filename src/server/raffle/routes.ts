import { toCsv } from '../../domain/csv/csv.js';
import { raffleCsvFileName, type raffleContract } from '../../domain/orders/raffle-contract.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import type { ContractHandlers } from '../orders/handlers.js';
import { allVisibleRaffleTickets, raffleTicketsPage } from './queries.js';

export function raffleHandlers(db: Db): ContractHandlers<typeof raffleContract> {
  return {
    raffleTickets: ({ request, query }) => raffleTicketsPage(db, principalOf(request), query),
    raffleExportCsv: async ({ request, query, reply }) => {
      const tickets = await allVisibleRaffleTickets(db, principalOf(request), query.orderId);
      const csv = toCsv(
        ['Ticket Number', 'Customer', 'Event', 'Order', 'Created'],
        tickets.map((t) => [t.ticketNumber, t.customerName, t.event, t.orderId, t.createdAt]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${raffleCsvFileName}"`)
        .send(csv);
    },
  };
}
