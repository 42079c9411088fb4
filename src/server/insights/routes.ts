import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import { toCsv } from '../../domain/csv/csv.js';
import { insightsContract, type InsightFilters, type InsightPeriod } from '../../domain/insights/contract.js';
import {
  activitySpanMessage,
  activitySpanTooLong,
  dateOfDayNumber,
  daysBetween,
  quartersBetween,
  resolvePeriod,
} from '../../domain/insights/periods.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { badRequest, notFound } from '../http/errors.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { ResourceDeps } from '../resource/resource.js';
import {
  customerLabels,
  documentCustomerNames,
  filterValues,
  lastInvoiceDate,
  monthlySales,
  netSales,
  ordersNotYetInvoiced,
  riskFacts,
  salesBy,
  eachBrandCustomerSales,
  salesByBrandAndCustomer,
  salesRepNames,
  userLabels,
  type SalesFilters,
} from './queries.js';
import { activityCounts } from './activity-weeks.js';
import { atRiskCountFor, atRiskFor, companyToday } from './figures.js';
import {
  atRiskCsv,
  atRiskRows,
  breakdownCsv,
  breakdownLabel,
  brandReachCsv,
  brandReachTally,
  compared,
  gainedAndLost,
  gainedAndLostCsv,
  monthsCsv,
  repActivityCsv,
  repActivityRows,
  type CsvTable,
} from './presenters.js';

function sendCsv(reply: FastifyReply, table: CsvTable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table.fileName}"`)
    .send(toCsv(table.headers, table.rows));
}

const salesFilters = ({ state, rep, brand }: InsightFilters): SalesFilters => ({ state, rep, brand });

export function registerInsightRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;

  /** Customers under their name now, or the name on their documents when no longer mirrored. */
  async function namesNow<T extends { customerName: string }>(
    rows: (T & { key?: string; customerListId?: string })[],
  ) {
    const ids = rows.map((r) => r.customerListId ?? r.key ?? '');
    const labels = await customerLabels(db, ids);
    const unlisted = await documentCustomerNames(
      db,
      ids.filter((id) => !labels.has(id)),
    );
    return rows.map((r, i) => ({
      ...r,
      customerName: labels.get(ids[i]!)?.name ?? unlisted.get(ids[i]!) ?? r.customerName,
    }));
  }

  async function periodOf(
    filters: InsightFilters,
  ): Promise<{ period: InsightPeriod; today: string; timeZone: string }> {
    const { today, timeZone } = await companyToday(db);
    return { period: resolvePeriod(filters, today), today, timeZone };
  }

  async function breakdownRows(
    user: Principal,
    filters: SalesFilters,
    period: InsightPeriod,
    dimension: 'brand' | 'state' | 'rep' | 'customer',
    limit: number,
  ) {
    const rows = await salesBy(db, user, filters, period, dimension, limit);
    const repNames = dimension === 'rep' ? await salesRepNames(db) : new Map<string, string | null>();
    const customers = dimension === 'customer' ? await namesNow(rows) : rows;
    return customers.map((row) =>
      compared({
        key: row.key,
        label: breakdownLabel(dimension, row, repNames),
        thisPeriodCents: row.thisPeriodCents,
        lastPeriodCents: row.lastPeriodCents,
      }),
    );
  }

  registerRoutes(app, insightsContract, {
    summary: async ({ query, request }) => {
      const user = principalOf(request);
      const { period, today } = await periodOf(query);
      const filters = salesFilters(query);
      const orders = await ordersNotYetInvoiced(db, user, filters);
      return {
        period,
        netSales: compared(await netSales(db, user, filters, period)),
        notYetInvoiced: { orders: orders.orders, valueCents: Math.round(orders.value * 100) },
        atRiskCount: await atRiskCountFor(db, user, filters, today),
        lastInvoiceDate: await lastInvoiceDate(db, user),
      };
    },
    filterOptions: async ({ request }) => {
      const user = principalOf(request);
      const { today } = await companyToday(db);
      const values = await filterValues(db, user);
      const repNames = await salesRepNames(db);
      return {
        states: values.states,
        reps: values.reps.map((code) => ({ code, name: repNames.get(code) ?? null })),
        brands: values.brands,
        quarters: quartersBetween(values.firstSale ?? today, today),
      };
    },
    months: async ({ query, request, reply }) => {
      const { period } = await periodOf(query);
      const rows = (await monthlySales(db, principalOf(request), salesFilters(query), period.to)).map(
        compared,
      );
      return query.format === 'csv' ? sendCsv(reply, monthsCsv(rows)) : { period, rows };
    },
    breakdown: async ({ params, query, request, reply }) => {
      const { period } = await periodOf(query);
      const rows = await breakdownRows(
        principalOf(request),
        salesFilters(query),
        period,
        params.dimension,
        query.limit,
      );
      return query.format === 'csv' ? sendCsv(reply, breakdownCsv(params.dimension, rows)) : { period, rows };
    },
    atRisk: async ({ query, request, reply }) => {
      const { today } = await companyToday(db);
      const rows = await atRiskFor(db, principalOf(request), salesFilters(query), today, query.limit);
      return query.format === 'csv' ? sendCsv(reply, atRiskCsv(rows)) : { asOf: today, rows };
    },
    atRiskCount: async ({ request }) => {
      const { today } = await companyToday(db);
      return { count: await atRiskCountFor(db, principalOf(request), {}, today) };
    },
    brandReach: async ({ query, request, reply }) => {
      const { period } = await periodOf(query);
      const tally = brandReachTally();
      await eachBrandCustomerSales(
        db,
        principalOf(request),
        salesFilters(query),
        period,
        (_, __, brand, now, before) => tally.add(brand, now, before),
      );
      const rows = tally.rows();
      return query.format === 'csv' ? sendCsv(reply, brandReachCsv(rows)) : { period, rows };
    },
    brandReachCustomers: async ({ params, query, request, reply }) => {
      const { period } = await periodOf(query);
      // The brand of the path narrows like the brand filter; both given and different means none.
      const filters = { ...salesFilters(query), brand: params.brand };
      const rows =
        query.brand && query.brand !== params.brand
          ? []
          : await salesByBrandAndCustomer(db, principalOf(request), filters, period);
      const lists = gainedAndLost(await namesNow(rows));
      return query.format === 'csv'
        ? sendCsv(reply, gainedAndLostCsv(params.brand, lists))
        : { period, ...lists };
    },
    repActivity: async ({ query, request, reply }) => {
      const { period, timeZone } = await periodOf(query);
      if (activitySpanTooLong(period)) throw badRequest(activitySpanMessage);
      const counts = await activityCounts(db, principalOf(request), salesFilters(query), period, timeZone);
      const rows = repActivityRows(counts, await userLabels(db, [...new Set(counts.map((c) => c.authorId))]));
      return query.format === 'csv' ? sendCsv(reply, repActivityCsv(rows)) : { period, rows };
    },
    customerSales: async ({ params, query, request }) => {
      const user = principalOf(request);
      const customer = await findVisibleCustomer(db, user, params.listId);
      if (!customer) throw notFound('This customer does not exist or is outside your states.');
      const { period, today } = await periodOf(query);
      const filters = { ...salesFilters(query), customerListId: customer.listId };
      const months = (await monthlySales(db, user, filters, period.to)).map(compared);
      const brands = await breakdownRows(user, filters, period, 'brand', 1000);
      const facts = await riskFacts(db, user, filters, today);
      // One customer: its rows of all its ship states and reps make one fact, or none without invoices.
      const fact = facts[0];
      const last = fact ? dateOfDayNumber(fact.lastInvoiceDay) : null;
      const risk = atRiskRows(facts, today)[0];
      return {
        period,
        months,
        brands,
        lastInvoiceDate: last,
        daysSinceLastInvoice: last ? daysBetween(last, today) : null,
        reorderIntervalDays: fact?.reorderIntervalDays ?? null,
        atRisk: risk ? { reasons: risk.reasons } : null,
      };
    },
    customerSalesCsv: async ({ params, query, request, reply }) => {
      const user = principalOf(request);
      const customer = await findVisibleCustomer(db, user, params.listId);
      if (!customer) throw notFound('This customer does not exist or is outside your states.');
      const { period } = await periodOf(query);
      const filters = { ...salesFilters(query), customerListId: customer.listId };
      const file = `insights-${params.table}-${customer.listId}.csv`.replace(/[^\w.-]/g, '_');
      if (params.table === 'months')
        return sendCsv(
          reply,
          monthsCsv((await monthlySales(db, user, filters, period.to)).map(compared), file),
        );
      return sendCsv(
        reply,
        breakdownCsv('brand', await breakdownRows(user, filters, period, 'brand', 1000), file),
      );
    },
  });
}
