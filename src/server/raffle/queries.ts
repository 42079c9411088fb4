import type { Principal } from '../../domain/access/policy.js';
import { withinScope } from '../access/scope.js';
import type { Db } from '../db/database.js';

export interface RaffleTicket {
  ticketNumber: string;
  orderId: string;
  event: string;
  customerListId: string | null;
  customerName: string;
  createdAt: string;
}

/** Raffle tickets of customers in the user's states, newest first; one order's when orderId is given. */
export function visibleRaffleTickets(
  db: Db,
  user: Principal,
  options: { orderId?: string | undefined; limit: number },
): Promise<RaffleTicket[]> {
  let query = db
    .selectFrom('raffleTickets')
    .select(['ticketNumber', 'orderId', 'event', 'customerListId', 'customerName', 'createdAt'])
    .where(
      withinScope<'raffleTickets'>(user, ['raffleTickets.customerState', 'raffleTickets.customerShipState']),
    );
  if (options.orderId) query = query.where('orderId', '=', options.orderId);
  return query.orderBy('createdAt', 'desc').orderBy('ticketNumber').limit(options.limit).execute();
}
