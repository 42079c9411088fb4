import { randomInt } from 'node:crypto';
import type { Tx } from '../db/database.js';
import { conflict } from '../http/errors.js';

/** How many 6-digit ticket numbers an event has. */
const ticketSpace = 1_000_000;

/** A source of ticket numbers in [0, ticketSpace); tests pass a predictable one. */
export type TicketSource = () => number;

export const randomTicket: TicketSource = () => randomInt(0, ticketSpace);

const ticketNumberOf = (n: number) => String(n).padStart(6, '0');

interface TicketOwner {
  orderId: string;
  event: string;
  customerListId: string | null;
  customerName: string;
  customerState: string | null;
  customerShipState: string | null;
}

const attemptsPerTicket = 50;
/** The share of an event's numbers handed out before it counts as full (random draws stay quick). */
const usableShare = 0.9;

const raffleSpaceLowMessage = (event: string, left: number, wanted: number) =>
  `The ${event} raffle has ${left.toLocaleString('en-US')} ticket numbers left and this order needs ${wanted.toLocaleString('en-US')}. Order fewer Cosecha boxes, or ask an administrator to lower the raffle tickets per order in the order rules.`;

/**
 * Issues `count` 6-digit, zero-padded raffle tickets for an order. Uniqueness is the database's
 * primary key: an insert that meets an existing number (even one a concurrent order is writing)
 * inserts nothing, and another random number is tried.
 */
export async function issueRaffleTickets(
  tx: Tx,
  owner: TicketOwner,
  count: number,
  source: TicketSource = randomTicket,
  space = ticketSpace,
): Promise<string[]> {
  const taken = await tx
    .selectFrom('raffleTickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event', '=', owner.event)
    .executeTakeFirstOrThrow();
  // Random draws slow down sharply as the space fills; a nearly full raffle is refused in words.
  const left = Math.floor(space * usableShare) - Number(taken.n);
  if (count > left) throw conflict(raffleSpaceLowMessage(owner.event, Math.max(left, 0), count));
  const issued: string[] = [];
  const createdAt = new Date().toISOString();
  for (let attempts = 0; issued.length < count; attempts += 1) {
    if (attempts >= count * attemptsPerTicket) {
      throw conflict('Could not issue unique raffle tickets. Please try again.');
    }
    const ticketNumber = ticketNumberOf(source());
    const result = await tx
      .insertInto('raffleTickets')
      .values({ ticketNumber, createdAt, ...owner })
      .onConflict((oc) => oc.column('ticketNumber').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) issued.push(ticketNumber);
  }
  return issued;
}
