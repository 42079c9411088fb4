import { randomInt } from 'node:crypto';
import type { Tx } from '../db/database.js';
import { conflict } from '../http/errors.js';

/** A source of ticket numbers in [0, 1,000,000); tests pass a predictable one. */
export type TicketSource = () => number;

export const randomTicket: TicketSource = () => randomInt(0, 1_000_000);

export const ticketNumberOf = (n: number) => String(n).padStart(6, '0');

export interface TicketOwner {
  orderId: string;
  event: string;
  customerListId: string | null;
  customerName: string;
  customerState: string | null;
  customerShipState: string | null;
}

const attemptsPerTicket = 50;

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
): Promise<string[]> {
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
