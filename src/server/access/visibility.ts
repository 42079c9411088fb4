import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { can, stateScopeOf, type Principal } from '../../domain/access/policy.js';
import type { DB } from '../db/schema.js';

/**
 * Which rows a user may see, in one place: every query of customer-owned data filters through
 * one of these, so the scope columns of each table are spelled once.
 */

/**
 * The one place customer-owned data is scoped by state (the visible* filters below are built on it). Pass the column(s) that carry the row's
 * state (a customer's state or ship state, a note's or order's customer state, a transaction's
 * ship state); a row is visible when any of them is in the user's states.
 *
 *   db.selectFrom('invoices').where(withinScope(user, ['invoices.shipState']))
 */
function withinScope<TB extends keyof DB>(user: Principal, columns: readonly string[]) {
  const scope = stateScopeOf(user);
  return (eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
    if (scope.kind === 'none' || columns.length === 0) return sql<SqlBool>`1 = 0`;
    const states = scope.states;
    return eb.or(columns.map((column) => sql<SqlBool>`${sql.ref(column)} in (${sql.join(states)})`));
  };
}

/** Both of a customer's states count: a rep sees a customer billed or shipped in their states. */
const customerScopeColumns = ['customers.state', 'customers.shipState'] as const;

/** Customers billed or shipped in the user's states. */
export const visibleCustomers = (user: Principal) => withinScope<'customers'>(user, customerScopeColumns);

/** Prospects in the user's states: a shop not yet a customer has one state, its own (issue 47, part 5). */
export const visibleProspects = (user: Principal) => withinScope<'prospects'>(user, ['prospects.state']);

/** The columns that carry an order's customer states (its customer's state and ship state). */
const orderScopeColumns = ['orders.customerState', 'orders.customerShipState'] as const;

/** The columns that carry a note's customer states. */
const noteScopeColumns = ['notes.customerState', 'notes.customerShipState'] as const;

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

/** The accounting documents: invoices, sales orders and credit memos. */
export type DocumentTable = 'invoices' | 'salesOrders' | 'creditMemos';

/** Documents shipped to the user's states (a document is scoped by its own ship state, not its customer's). */
export const visibleDocuments = <T extends DocumentTable>(user: Principal, table: T) =>
  withinScope<T>(user, [`${table}.shipState`]);

/** Sales insight's summary rows: scoped by their document's ship state, like the documents. */
export const visibleSales = (user: Principal) =>
  withinScope<'salesSummary'>(user, ['salesSummary.shipState']);

/** Rep activity's weekly counts: scoped by their notes', orders' and check-ins' customer states. */
export const visibleActivity = (user: Principal) =>
  withinScope<'activityWeeks'>(user, ['activityWeeks.customerState', 'activityWeeks.customerShipState']);

/** Sales insight's roll-ups: scoped by the ship state of the documents they add up ('' for none). */
export const visibleSalesRollup = (user: Principal) =>
  withinScope<'salesRollup'>(user, ['salesRollup.shipState']);

/** Per-customer sales rows: scoped by the ship state of their documents, like the documents. */
export const visibleSalesCustomers = (user: Principal) =>
  withinScope<'salesCustomers'>(user, ['salesCustomers.shipState']);

/** Customers' days packed per ship state and rep: scoped by that ship state, like their rows. */
export const visibleSalesPacks = (user: Principal) =>
  withinScope<'salesPacks'>(user, ['salesPacks.shipState']);

/** The at-risk facts kept per customer row: scoped like the row (its documents' ship state). */
export const visibleCustomerRisk = (user: Principal) =>
  withinScope<'customerRisk'>(user, ['customerRisk.shipState']);

/** Insight's kept excise totals: scoped by the ship state of the documents they add up, like them. */
export const visibleExciseMonths = (user: Principal) =>
  withinScope<'exciseMonths'>(user, ['exciseMonths.shipState']);

/**
 * History entries and Trash rows carry the scope of the row they are about: its customer's two
 * states, or 'everyone' (personal notes, events), or 'admins' (settings). Admins see all of it.
 */
function visibleRecorded<T extends 'history' | 'trash'>(user: Principal, table: T) {
  const inScope = withinScope<T>(user, [`${table}.customerState`, `${table}.customerShipState`]);
  return (eb: ExpressionBuilder<DB, T>): Expression<SqlBool> => {
    if (can(user, 'history.viewAll')) return sql<SqlBool>`1 = 1`;
    const scope = sql.ref(`${table}.scope`);
    return eb.or([
      sql<SqlBool>`${scope} = 'everyone'`,
      eb.and([sql<SqlBool>`${scope} = 'states'`, inScope(eb)]),
    ]);
  };
}

/** The history entries a user may read (docs/decisions/0050-history-and-trash.md). */
export const visibleHistory = (user: Principal) => visibleRecorded(user, 'history');

/** The Trash rows within a user's scope (restoring also needs authorship or admin). */
export const visibleTrash = (user: Principal) => visibleRecorded(user, 'trash');
