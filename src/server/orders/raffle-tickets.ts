import type { Principal } from '../../domain/access/policy.js';
import type { RaffleTicket } from '../../domain/orders/raffle-contract.js';
import { withinScope } from '../access/scope.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';

/** Raffle tickets of customers in the user's states, newest first; one order's when orderId is given. */
function visibleRaffleTickets(db: Db, user: Principal, orderId: string | undefined) {
  let query = db
    .selectFrom('raffleTickets')
    .select(['ticketNumber', 'orderId', 'event', 'customerListId', 'customerName', 'createdAt'])
    .where(
      withinScope<'raffleTickets'>(user, ['raffleTickets.customerState', 'raffleTickets.customerShipState']),
    );
  if (orderId) query = query.where('orderId', '=', orderId);
  return query.orderBy('createdAt', 'desc').orderBy('ticketNumber');
}

/** Every visible ticket, for the export (it has them all, the feed pages). */
export function allVisibleRaffleTickets(db: Db, user: Principal, orderId: string | undefined) {
  return visibleRaffleTickets(db, user, orderId).execute();
}

interface TicketCursor {
  createdAt: string;
  ticketNumber: string;
}

const encodeCursor = (t: TicketCursor) =>
  Buffer.from(JSON.stringify([t.createdAt, t.ticketNumber])).toString('base64url');

function decodeCursor(cursor: string): TicketCursor {
  try {
    const [createdAt, ticketNumber] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && typeof ticketNumber === 'string') return { createdAt, ticketNumber };
  } catch {
    // not a cursor of ours
  }
  throw badRequest('The cursor is not valid; reload the raffle tickets.');
}

/** One page of the raffle tickets feed, continuing after the cursor (keyset paging, 'Load more'). */
export async function raffleTicketsPage(
  db: Db,
  user: Principal,
  options: { orderId?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ tickets: RaffleTicket[]; nextCursor: string | null }> {
  let query = visibleRaffleTickets(db, user, options.orderId);
  if (options.cursor) {
    const after = decodeCursor(options.cursor);
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', after.createdAt),
        eb.and([eb('createdAt', '=', after.createdAt), eb('ticketNumber', '>', after.ticketNumber)]),
      ]),
    );
  }
  const found = await query.limit(options.limit + 1).execute();
  const tickets = found.slice(0, options.limit);
  const last = tickets.at(-1);
  return { tickets, nextCursor: found.length > options.limit && last ? encodeCursor(last) : null };
}
