import { sql } from 'kysely';
import { assortmentPrefix, monthsBefore } from '../../domain/customer-stats/rules.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';

/** What the map shows of each customer's buying: assortment SKUs of the last 9 months (its grade) and its newest invoice. */
export interface BuyingFacts {
  skusLast9Months: Map<string, number>;
  lastInvoice: Map<string, string>;
}

/**
 * Every customer's buying facts, worked out over all invoice lines once per company day and again
 * after each import (the only writer of invoices): the aggregate takes a second at 45,000 customers,
 * the map asks for it on every open (decision 0225). The map's SQL scopes which customers are sent;
 * these facts are only looked up for those.
 */
export function buyingFactsCache(db: Db, bus: EventBus) {
  let cached: { today: string; facts: Promise<BuyingFacts> } | null = null;
  const forget = () => {
    cached = null;
  };
  const unsubscribe = bus.subscribe((event) => {
    if (event.kind === 'import.completed') forget();
  }, forget);
  return {
    get(today: string): Promise<BuyingFacts> {
      if (cached?.today !== today) {
        const facts = readBuyingFacts(db, today);
        cached = { today, facts };
        // A failed read is not kept: the next request tries again.
        facts.catch(() => {
          if (cached?.facts === facts) forget();
        });
      }
      return cached.facts;
    },
    close: unsubscribe,
  };
}

async function readBuyingFacts(db: Db, today: string): Promise<BuyingFacts> {
  const [skus, invoices] = await Promise.all([
    db
      .selectFrom('invoiceLines')
      .innerJoin('items', 'items.listId', 'invoiceLines.itemListId')
      .select((eb) => [
        'invoiceLines.customerListId',
        eb.fn.count<number>('invoiceLines.itemListId').distinct().as('skus'),
      ])
      .where('invoiceLines.txnDate', '>=', monthsBefore(today, 9))
      .where('items.isActive', '=', true)
      .where(sql<boolean>`lower(${sql.ref('items.name')}) like ${`${assortmentPrefix}%`}`)
      .groupBy('invoiceLines.customerListId')
      .execute(),
    db
      .selectFrom('invoices')
      .select((eb) => ['customerListId', eb.fn.max('txnDate').as('lastInvoice')])
      .groupBy('customerListId')
      .execute(),
  ]);
  return {
    skusLast9Months: new Map(skus.map((r) => [r.customerListId, Number(r.skus)])),
    lastInvoice: new Map(invoices.map((r) => [r.customerListId, r.lastInvoice])),
  };
}
