import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { stateScopeOf, type Principal } from '../../domain/access/policy.js';
import type { DB } from '../db/schema.js';

/**
 * The one place customer-owned data is scoped by state. Pass the column(s) that carry the row's
 * state (a customer's state or ship state, a note's or order's customer state, a transaction's
 * ship state); a row is visible when any of them is in the user's states.
 *
 *   db.selectFrom('invoices').where(withinScope(user, ['invoices.shipState']))
 */
export function withinScope<TB extends keyof DB>(user: Principal, columns: readonly string[]) {
  const scope = stateScopeOf(user);
  return (eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> => {
    if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
    if (scope.kind === 'none' || columns.length === 0) return sql<SqlBool>`1 = 0`;
    const states = scope.states;
    return eb.or(columns.map((column) => sql<SqlBool>`${sql.ref(column)} in (${sql.join(states)})`));
  };
}
