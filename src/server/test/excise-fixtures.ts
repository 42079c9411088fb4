import type { Principal } from '../../domain/access/policy.js';
import type { ExciseRuleInput } from '../../domain/compliance/excise/rules.js';
import { monthBounds } from '../../domain/compliance/reports/build.js';
import { exciseByStateAndMonth } from '../../domain/compliance/reports/by-month.js';
import { reportDocuments } from '../compliance-reports/queries.js';
import { exciseRulesOf } from '../compliance-reports/rules.js';
import type { Db } from '../db/database.js';

/**
 * A dated excise rule row an admin might add for Washington (a change in the law, as the tests
 * imagine it): cigars 50 % of wholesale at most $1.00 a cigar, pipe tobacco 50 %.
 */
export const washingtonExciseRow = (effectiveFrom: string) =>
  ({
    state: 'WA',
    effectiveFrom,
    source: { citation: 'RCW 82.26.020 (as a test amends it)', url: null },
    remitter: 'company',
    summary: 'Cigars 50 % of wholesale, at most $1.00 a cigar; pipe tobacco 50 % (a row added by a test).',
    kinds: {
      cigar: { method: 'ad-valorem', base: 'wholesale', percent: '50', capPerCigar: '1.00' },
      'little-cigar': { method: 'not-on-file', why: 'not in this test' },
      'pipe-tobacco': { method: 'ad-valorem', base: 'wholesale', percent: '50' },
      other: { method: 'not-on-file', why: 'not in this test' },
    },
  }) satisfies ExciseRuleInput;

/** An admin who sees every state, for reads made outside a request. */
export const everyStateAdmin: Principal = {
  id: 'excise-fixtures-admin',
  role: 'admin',
  email: 'admin@excise.test',
  displayName: 'Excise fixtures',
  states: [],
  repCode: null,
  canChangeOrderStatus: true,
  reportUrl: null,
};

/**
 * Insight's excise figures as the block computed them before they were kept (decision 0357): every
 * line of the months read and taxed at read time. The kept totals are held equal to it, to the cent.
 */
export async function liveExciseByMonth(db: Db, user: Principal, from: string, to: string) {
  const range = { state: null, from: monthBounds(from).from, to: monthBounds(to).to, withCarrier: false };
  const [documents, rules] = await Promise.all([reportDocuments(db, user, range), exciseRulesOf(db)]);
  return exciseByStateAndMonth(documents, rules);
}

/** Where a mirrored document ships, and how its customer and ship method are named. */
interface DocumentPlace {
  state: string;
  city?: string;
  postalCode?: string;
  customerName?: string;
  shipVia?: string;
}

/** An invoice or credit memo as QuickBooks Desktop sends it: [item, quantity, rate] per line. */
export function mirrorDocument(
  id: string,
  customer: string,
  date: string,
  lines: [item: string, quantity: number, rate: string][],
  place: DocumentPlace,
  lineKey: 'InvoiceLineRet' | 'CreditMemoLineRet' = 'InvoiceLineRet',
) {
  const { state, city = 'Town', postalCode = '00000', customerName = customer, shipVia } = place;
  const amounts = lines.map(([, quantity, rate]) => (quantity * Number(rate)).toFixed(2));
  return {
    TxnID: id,
    RefNumber: id,
    TxnDate: date,
    CustomerRef: { ListID: customer, FullName: customerName },
    ShipAddress: { Addr1: '1 Main St', City: city, State: state, PostalCode: postalCode },
    ...(shipVia ? { ShipMethodRef: { FullName: shipVia } } : {}),
    Subtotal: amounts.reduce((sum, a) => sum + Number(a), 0).toFixed(2),
    [lineKey]: lines.map(([item, quantity, rate], i) => ({
      TxnLineID: `${id}-${i}`,
      ItemRef: { ListID: item, FullName: item },
      Quantity: String(quantity),
      Rate: rate,
      Amount: amounts[i],
    })),
  };
}
