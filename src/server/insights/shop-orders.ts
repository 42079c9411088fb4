import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import { addDays, monthWindows } from '../../domain/insights/periods.js';
import { sharePercentOf, shopOrderMonths } from '../../domain/insights/shop-orders.js';
import { shopOrdersInsightContract } from '../../domain/insights/shop-orders-contract.js';
import { toCents } from '../../domain/money/money.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { visibleOrders } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { periodOf } from './figures.js';
import type { SalesFilters } from './sums.js';

/**
 * The app orders the user may see made in the 12 months ending with `to` (the company's days),
 * with who placed them. The UTC window is a day wider at each end than the local days it holds.
 */
async function ordersByPlacer(db: Db, user: Principal, filters: SalesFilters, to: string, timeZone: string) {
  const from = monthWindows(to)[0]!.from;
  const rows = await db
    .selectFrom('orders')
    .select(['createdAt', 'amount', 'placedBy'])
    .where(visibleOrders(user))
    .where('createdAt', '>=', `${addDays(from, -1)}T00:00:00.000Z`)
    .where('createdAt', '<', `${addDays(to, 2)}T00:00:00.000Z`)
    .$if(Boolean(filters.state), (q) =>
      q.where((eb) =>
        eb.or([eb('customerState', '=', filters.state!), eb('customerShipState', '=', filters.state!)]),
      ),
    )
    .$if(Boolean(filters.rep), (q) => q.where('repCode', '=', filters.rep!))
    .execute();
  return rows.map((row) => ({
    day: localDay(timeZone, Date.parse(row.createdAt)),
    amountCents: toCents(Number(row.amount)),
    byShop: row.placedBy === 'shop',
  }));
}

/** `GET /api/insights/shop-orders`, registered with the rest of insight. */
export function registerShopOrdersInsight(app: FastifyInstance, db: Db): void {
  registerRoutes(app, shopOrdersInsightContract, {
    shopOrders: async ({ query, request }) => {
      const { period, timeZone } = await periodOf(db, query);
      const filters = { state: query.state, rep: query.rep };
      const months = shopOrderMonths(
        await ordersByPlacer(db, principalOf(request), filters, period.to, timeZone),
        period.to,
      );
      const sum = (key: 'shopOrders' | 'shopValueCents' | 'allOrders' | 'allValueCents') =>
        months.reduce((total, month) => total + month[key], 0);
      const total = {
        shopOrders: sum('shopOrders'),
        shopValueCents: sum('shopValueCents'),
        allOrders: sum('allOrders'),
        allValueCents: sum('allValueCents'),
      };
      return {
        period,
        months,
        total: { ...total, sharePercent: sharePercentOf(total.shopOrders, total.allOrders) },
      };
    },
  });
}
