import { refreshStaleGrades } from '../visits/customer-grades.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';

/** What the map shows of each customer's buying: assortment SKUs of the last 9 months (its grade) and its newest invoice. */
export interface BuyingFacts {
  skusLast9Months: Map<string, number>;
  lastInvoice: Map<string, string>;
}

/**
 * Every customer's buying facts, read once per company day and again after each import (the only
 * writer of invoices): the grades' counts from those the import keeps (decision 0192), the newest
 * invoices over all invoices, which takes a while at 45,000 customers; the map asks for them on
 * every open (decision 0225). The map's SQL scopes which customers are sent;
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
  // The grades' counts are kept per customer (decision 0192): only those the day moved are made again.
  await refreshStaleGrades(db, today);
  const [skus, invoices] = await Promise.all([
    db.selectFrom('customerGrades').select(['customerListId', 'skus']).execute(),
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
