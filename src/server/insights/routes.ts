import type { FastifyInstance } from 'fastify';
import { insightsContract } from '../../domain/insights/contract.js';
import { activitySpanMessage, activitySpanTooLong, quartersBetween } from '../../domain/insights/periods.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { badRequest } from '../http/errors.js';
import type { ResourceDeps } from '../resource/resource.js';
import {
  filterValues,
  lastInvoiceDate,
  monthlySales,
  netSales,
  ordersNotYetInvoiced,
  eachBrandCustomerSales,
  salesByBrandAndCustomer,
  salesRepNames,
  userLabels,
} from './queries.js';
import { activityCounts } from './activity-weeks.js';
import { registerShopOrdersInsight } from './shop-orders.js';
import {
  atRiskCountFor,
  atRiskFor,
  breakdownRows,
  companyToday,
  namesNow,
  periodOf,
  salesFilters,
} from './figures.js';
import {
  atRiskCsv,
  breakdownCsv,
  brandReachCsv,
  brandReachTally,
  compared,
  gainedAndLost,
  gainedAndLostCsv,
  monthsCsv,
  repActivityCsv,
  repActivityRows,
  sendCsv,
} from './presenters.js';

/** Sales insight: the company's and the territories' figures (`/api/insights/…`). */
export function registerInsightRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerShopOrdersInsight(app, db);

  registerRoutes(app, insightsContract, {
    summary: async ({ query, request }) => {
      const user = principalOf(request);
      const { period, today } = await periodOf(db, query);
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
      const { period } = await periodOf(db, query);
      const rows = (await monthlySales(db, principalOf(request), salesFilters(query), period.to)).map(
        compared,
      );
      return query.format === 'csv' ? sendCsv(reply, monthsCsv(rows)) : { period, rows };
    },
    breakdown: async ({ params, query, request, reply }) => {
      const { period } = await periodOf(db, query);
      const rows = await breakdownRows(
        db,
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
      const { period } = await periodOf(db, query);
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
      const { period } = await periodOf(db, query);
      // The brand of the path narrows like the brand filter; both given and different means none.
      const filters = { ...salesFilters(query), brand: params.brand };
      const rows =
        query.brand && query.brand !== params.brand
          ? []
          : await salesByBrandAndCustomer(db, principalOf(request), filters, period);
      const lists = gainedAndLost(await namesNow(db, rows));
      return query.format === 'csv'
        ? sendCsv(reply, gainedAndLostCsv(params.brand, lists))
        : { period, ...lists };
    },
    repActivity: async ({ query, request, reply }) => {
      const { period, timeZone } = await periodOf(db, query);
      if (activitySpanTooLong(period)) throw badRequest(activitySpanMessage);
      const counts = await activityCounts(db, principalOf(request), salesFilters(query), period, timeZone);
      const rows = repActivityRows(counts, await userLabels(db, [...new Set(counts.map((c) => c.authorId))]));
      return query.format === 'csv' ? sendCsv(reply, repActivityCsv(rows)) : { period, rows };
    },
  });
}
