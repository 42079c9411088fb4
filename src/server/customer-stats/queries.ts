import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import {
  assortmentPrefix,
  assortmentWindow,
  brandLabel,
  gradeOf,
  isTaaExclusive,
  monthsBefore,
  regionOf,
  type AssortmentWindow,
} from '../../domain/customer-stats/rules.js';
import type { Db } from '../db/database.js';
import { visibleDocuments } from '../access/visibility.js';
import { getSetting } from '../settings/queries.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Last purchase date per item for one customer: one aggregate row per item, never the lines. A
 * customer's lines are found through its invoices (the lines keep no index by customer: decision 0198).
 */
function lastBoughtPerItem(db: Db, user: Principal, listId: string) {
  return db
    .selectFrom('invoices')
    .innerJoin('invoiceLines', 'invoiceLines.txnId', 'invoices.txnId')
    .select((eb) => ['invoiceLines.itemListId', eb.fn.max('invoiceLines.txnDate').as('lastBought')])
    .where('invoices.customerListId', '=', listId)
    .where('invoiceLines.itemListId', 'is not', null)
    .where(visibleDocuments(user, 'invoices'))
    .groupBy('invoiceLines.itemListId')
    .execute();
}

function assortmentProducts(db: Db) {
  return db
    .selectFrom('items')
    .select(['listId', 'name', 'brand', 'itemType'])
    .where('isActive', '=', true)
    .where(sql`lower(${sql.ref('name')})`, 'like', `${assortmentPrefix}%`)
    .orderBy('brand')
    .orderBy('name')
    .execute();
}

function lastDocument(db: Db, user: Principal, table: 'invoices' | 'salesOrders', listId: string) {
  return db
    .selectFrom(table)
    .select(['refNumber', 'txnDate'])
    .where('customerListId', '=', listId)
    .where(visibleDocuments(user, table))
    .orderBy('txnDate', 'desc')
    .orderBy('txnId', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function orderedByYear(db: Db, user: Principal, listId: string, now: string) {
  const thisYear = Number(now.slice(0, 4));
  const years = [thisYear - 3, thisYear - 2, thisYear - 1, thisYear];
  const year = sql<string>`substr(${sql.ref('txnDate')}, 1, 4)`;
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      year.as('year'),
      eb.fn.sum<number>('subtotal').as('amount'),
      eb.fn.countAll<number>().as('invoices'),
    ])
    .where('customerListId', '=', listId)
    .where('txnDate', '>=', `${years[0]}-01-01`)
    .where(visibleDocuments(user, 'invoices'))
    .groupBy(year)
    .execute();
  return years.map((y) => {
    const row = rows.find((r) => Number(r.year) === y);
    return { year: y, amount: round(Number(row?.amount ?? 0)), invoices: Number(row?.invoices ?? 0) };
  });
}

function boughtProducts(db: Db, user: Principal, listId: string, since: string) {
  return db
    .selectFrom('invoices')
    .innerJoin('invoiceLines', 'invoiceLines.txnId', 'invoices.txnId')
    .select((eb) => [
      eb.fn.max('invoiceLines.itemName').as('itemName'),
      eb.fn.sum<number>('invoiceLines.quantity').as('quantity'),
      eb.fn.sum<number>('invoiceLines.amount').as('amount'),
      eb.fn.max('invoiceLines.txnDate').as('lastBought'),
    ])
    .where('invoices.customerListId', '=', listId)
    .where('invoices.txnDate', '>=', since)
    .where(visibleDocuments(user, 'invoices'))
    .groupBy('invoiceLines.itemListId')
    .orderBy('amount', 'desc')
    .limit(500)
    .execute();
}

function pendingProducts(db: Db, user: Principal, listId: string) {
  return db
    .selectFrom('salesOrderLines')
    .innerJoin('salesOrders', 'salesOrders.txnId', 'salesOrderLines.txnId')
    .select((eb) => [
      eb.fn.max('salesOrderLines.itemName').as('itemName'),
      eb.fn
        .sum<number>(sql`${sql.ref('salesOrderLines.quantity')} - ${sql.ref('salesOrderLines.invoiced')}`)
        .as('quantity'),
      eb.fn.sum<number>('salesOrderLines.amount').as('amount'),
      eb.fn.count<number>('salesOrderLines.txnId').distinct().as('orders'),
    ])
    .where('salesOrderLines.customerListId', '=', listId)
    .where('salesOrders.isFullyInvoiced', '=', false)
    .where('salesOrders.isManuallyClosed', '=', false)
    .where(sql<boolean>`${sql.ref('salesOrderLines.quantity')} > ${sql.ref('salesOrderLines.invoiced')}`)
    .where(visibleDocuments(user, 'salesOrders'))
    .groupBy('salesOrderLines.itemListId')
    .orderBy('quantity', 'desc')
    .limit(500)
    .execute();
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function customerStats(db: Db, user: Principal, listId: string) {
  const customer = await visibleCustomerOrThrow(db, user, listId);
  const now = today();
  const gradeTable = (await getSetting(db, 'gradeThresholds')).grades;
  const [lastBought, products, lastInvoice, lastSalesOrder, byYear, bought, pending, targets] =
    await Promise.all([
      lastBoughtPerItem(db, user, listId),
      assortmentProducts(db),
      lastDocument(db, user, 'invoices', listId),
      lastDocument(db, user, 'salesOrders', listId),
      orderedByYear(db, user, listId, now),
      boughtProducts(db, user, listId, monthsBefore(now, 36)),
      pendingProducts(db, user, listId),
      getSetting(db, 'territoryTargets'),
    ]);
  const lastByItem = new Map(lastBought.map((r) => [r.itemListId, r.lastBought]));
  const assortment = products.map((item) => ({
    listId: item.listId,
    name: item.name,
    brand: brandLabel(item.brand),
    taaExclusive: isTaaExclusive(item.itemType),
    lastBought: lastByItem.get(item.listId) ?? null,
    window: assortmentWindow(lastByItem.get(item.listId) ?? null, now) as AssortmentWindow,
  }));
  const skusLast9Months = assortment.filter((p) => p.window === 'green' || p.window === 'yellow').length;
  const missing = new Map<
    string,
    { listId: string; name: string; taaExclusive: boolean; window: AssortmentWindow }[]
  >();
  for (const p of assortment) {
    if (p.window !== 'red' && p.window !== 'NB') continue;
    const group = missing.get(p.brand) ?? [];
    group.push({ listId: p.listId, name: p.name, taaExclusive: p.taaExclusive, window: p.window });
    missing.set(p.brand, group);
  }
  const region = regionOf(customer.shipState ?? customer.state);
  return {
    today: now,
    skusLast9Months,
    assortment,
    missingByBrand: [...missing.entries()]
      .sort(([a], [b]) => (a === 'Unknown Brand' ? 1 : b === 'Unknown Brand' ? -1 : a.localeCompare(b)))
      .map(([brand, items]) => ({ brand, items })),
    lastInvoice: lastInvoice ?? null,
    lastSalesOrder: lastSalesOrder ?? null,
    orderedByYear: byYear,
    boughtProducts: bought.map((r) => ({
      itemName: r.itemName ?? 'Unknown item',
      quantity: Number(r.quantity),
      amount: round(Number(r.amount)),
      lastBought: r.lastBought,
    })),
    pendingProducts: pending.map((r) => ({
      itemName: r.itemName ?? 'Unknown item',
      quantity: Number(r.quantity),
      amount: round(Number(r.amount)),
      orders: Number(r.orders),
    })),
    grade: gradeOf(skusLast9Months, gradeTable),
    grades: gradeTable.map((g) => ({ ...g })),
    region,
    targets: targets[region],
  };
}
