import { toCsv } from '../../domain/csv/csv.js';
import {
  raffleCsvFileName,
  type RaffleTicket,
  type raffleContract,
} from '../../domain/orders/raffle-contract.js';
import { principalOf } from '../http/access.js';
import type { ContractHandlers } from '../http/contract.js';
import type { Principal } from '../../domain/access/policy.js';
import { visibleRaffleTickets } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { afterCursor, decodeCursor, pageOf } from '../shared/paging.js';

/** Raffle tickets of customers in the user's states, newest first; one order's when orderId is given. */
function raffleTicketsQuery(db: Db, user: Principal, orderId: string | undefined) {
  let query = db
    .selectFrom('raffleTickets')
    .select(['ticketNumber', 'orderId', 'event', 'customerListId', 'customerName', 'createdAt'])
    .where(visibleRaffleTickets(user));
  if (orderId) query = query.where('orderId', '=', orderId);
  return query.orderBy('createdAt', 'desc').orderBy('ticketNumber');
}

/** Every visible ticket, for the export (it has them all, the feed pages). */
function allVisibleRaffleTickets(db: Db, user: Principal, orderId: string | undefined) {
  return raffleTicketsQuery(db, user, orderId).execute();
}

/** One page of the raffle tickets feed, continuing after the cursor (keyset paging, 'Load more'). */
async function raffleTicketsPage(
  db: Db,
  user: Principal,
  options: { orderId?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ tickets: RaffleTicket[]; nextCursor: string | null }> {
  let query = raffleTicketsQuery(db, user, options.orderId);
  if (options.cursor) {
    const after = decodeCursor(options.cursor, {
      message: 'The cursor is not valid; reload the raffle tickets.',
    });
    query = query.where(afterCursor('createdAt', 'ticketNumber', after, 'asc'));
  }
  const fetched = await query.limit(options.limit + 1).execute();
  const page = pageOf(fetched, options.limit, (last) => [last.createdAt, last.ticketNumber]);
  return { tickets: page.rows, nextCursor: page.nextCursor };
}

/** The raffle tickets' routes (list and CSV export), part of the orders contract. */
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
