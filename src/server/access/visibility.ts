import type { ExpressionBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { DB } from '../db/schema.js';
import { withinScope } from './scope.js';

/**
 * Which rows a user may see, in one place: every query of customer-owned data filters through
 * one of these, so the scope columns of each table are spelled once.
 */

/** The columns that carry an order's customer states (its customer's state and ship state). */
export const orderScopeColumns = ['orders.customerState', 'orders.customerShipState'] as const;

/** The columns that carry a note's customer states. */
export const noteScopeColumns = ['notes.customerState', 'notes.customerShipState'] as const;

/**
 * The notes a user may see: notes of customers in their states (customer or ship state) and
 * personal notes, which carry no customer data (docs/decisions/0004-notes-visibility.md).
 */
export function visibleNotes(user: Principal) {
  const inScope = withinScope<'notes'>(user, noteScopeColumns);
  return (eb: ExpressionBuilder<DB, 'notes'>) =>
    eb.or([eb('notes.noteClass', '=', 'Personal-Note'), inScope(eb)]);
}

/** Orders of customers in the user's states (by the customer's state or ship state). */
export const visibleOrders = (user: Principal) => withinScope<'orders'>(user, orderScopeColumns);

/** Raffle tickets of customers in the user's states (the order's customer's states, copied on the ticket). */
export const visibleRaffleTickets = (user: Principal) =>
  withinScope<'raffleTickets'>(user, ['raffleTickets.customerState', 'raffleTickets.customerShipState']);
