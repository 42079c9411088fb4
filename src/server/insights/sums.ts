import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { coverSpan } from '../../domain/insights/buckets.js';
import type { InsightFilters, InsightPeriod } from '../../domain/insights/contract.js';
import { visibleSales, visibleSalesRollup } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';

/**
 * Net sales of a span of days, read from the roll-ups for its whole months and parts of months and
 * from the per-document summary for the few days left at its ends (docs/decisions/0186-sales-rollups.md).
 * Both are scoped by visibility.ts before any filter, so a filter only narrows.
 */

/** A customer's sales (its page's panel) are read from its own rows: `customerSpanSums`. */
export type SalesFilters = Pick<InsightFilters, 'state' | 'rep' | 'brand'> & { customerListId?: string };
export interface Span {
  from: string;
  to: string;
}

/** PostgreSQL sums bigint as numeric, which its driver answers as text. */
export const cents = (value: unknown): number => Number(value ?? 0);

export function salesIn(db: Db, user: Principal, filters: SalesFilters) {
  let query = db.selectFrom('salesSummary').where(visibleSales(user));
  if (filters.state) query = query.where('salesSummary.shipState', '=', filters.state);
  if (filters.rep) query = query.where('salesSummary.repCode', '=', filters.rep);
  if (filters.brand) query = query.where('salesSummary.brand', '=', filters.brand);
  return query;
}

export const within = (span: Span) => (eb: ExpressionBuilder<DB, 'salesSummary'>) =>
  eb.and([eb('salesSummary.txnDate', '>=', span.from), eb('salesSummary.txnDate', '<=', span.to)]);

export const lastYearOf = (period: InsightPeriod): Span => ({
  from: period.lastYearFrom,
  to: period.lastYearTo,
});

/** What sums may be grouped by; a ship state of none is ''. */
export type SumKey = 'brand' | 'shipState' | 'repCode' | 'month';
export type SumRow = Partial<Record<SumKey, string>> & { cents: number };

const rollupColumns: Record<SumKey, RawBuilder<string>> = {
  brand: sql`${sql.ref('salesRollup.brand')}`,
  shipState: sql`${sql.ref('salesRollup.shipState')}`,
  repCode: sql`${sql.ref('salesRollup.repCode')}`,
  month: sql`substr(${sql.ref('salesRollup.start')}, 1, 7)`,
};

const summaryColumns: Record<SumKey, RawBuilder<string>> = {
  brand: sql`${sql.ref('salesSummary.brand')}`,
  shipState: sql`coalesce(${sql.ref('salesSummary.shipState')}, '')`,
  repCode: sql`${sql.ref('salesSummary.repCode')}`,
  month: sql`substr(${sql.ref('salesSummary.txnDate')}, 1, 7)`,
};

const shaped = (keys: readonly SumKey[], rows: Record<string, unknown>[]): SumRow[] =>
  rows.map((r) => {
    const row: SumRow = { cents: cents(r.cents) };
    for (const key of keys) row[key] = r[key] as string;
    return row;
  });

/** Summary rows of these day spans, grouped by `keys`. */
async function summarySums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  days: Span[],
  keys: readonly SumKey[],
) {
  if (!days.length) return [];
  const rows = await salesIn(db, user, filters)
    .where((eb) => eb.or(days.map((span) => within(span)(eb))))
    .select([
      ...keys.map((key) => summaryColumns[key].as(key)),
      sql<string | number>`sum(${sql.ref('salesSummary.cents')})`.as('cents'),
    ])
    .$if(keys.length > 0, (q) => q.groupBy(keys.map((key) => summaryColumns[key])))
    .execute();
  return shaped(keys, rows);
}

/**
 * Net sales of the span grouped by `keys`, one row per group per source (the caller adds them up),
 * of every customer in scope: one customer's are `customerSpanSums`, as the roll-ups hold no
 * customers.
 */
export async function spanSums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  span: Span,
  keys: readonly SumKey[],
): Promise<SumRow[]> {
  if (filters.customerListId)
    throw new Error('One customer’s sales are read from its rows: customerSpanSums');
  const cover = coverSpan(span.from, span.to);
  const rolled: SumRow[] = [];
  if (cover.months || cover.parts.length) {
    const { months, parts } = cover;
    let query = db
      .selectFrom('salesRollup')
      .where(visibleSalesRollup(user))
      .where((eb) =>
        eb.or([
          ...(months
            ? [
                eb.and([
                  eb('salesRollup.grain', '=', 'month'),
                  eb('salesRollup.start', '>=', months.from),
                  eb('salesRollup.start', '<=', months.to),
                ]),
              ]
            : []),
          ...(parts.length
            ? [eb.and([eb('salesRollup.grain', '=', 'part'), eb('salesRollup.start', 'in', parts)])]
            : []),
        ]),
      );
    if (filters.state) query = query.where('salesRollup.shipState', '=', filters.state);
    if (filters.rep) query = query.where('salesRollup.repCode', '=', filters.rep);
    if (filters.brand) query = query.where('salesRollup.brand', '=', filters.brand);
    const rows = await query
      .select([
        ...keys.map((key) => rollupColumns[key].as(key)),
        sql<string | number>`sum(${sql.ref('salesRollup.cents')})`.as('cents'),
      ])
      .$if(keys.length > 0, (q) => q.groupBy(keys.map((key) => rollupColumns[key])))
      .execute();
    rolled.push(...shaped(keys, rows));
  }
  return [...rolled, ...(await summarySums(db, user, filters, cover.days, keys))];
}

/** The rows' cents added up per group (the key's values joined), groups with rows only. */
export function sumsBy(rows: readonly SumRow[], keyOf: (row: SumRow) => string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    sums.set(key, (sums.get(key) ?? 0) + row.cents);
  }
  return sums;
}
