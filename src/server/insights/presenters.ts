import type { FastifyReply } from 'fastify';
import { toCsv, type CsvCell } from '../../domain/csv/csv.js';
import type {
  AtRiskRow,
  BrandReachRow,
  InsightBreakdownRow,
  InsightDimension,
  InsightMonthRow,
  RepActivityRow,
} from '../../domain/insights/contract.js';
import { dateOfDayNumber, dayNumber } from '../../domain/insights/periods.js';
import { atRiskReasonsOf, changePercent } from '../../domain/insights/rules.js';
import type { Compared, CustomerRiskFacts } from './queries.js';
import type { ActivityCount } from './activity-facts.js';

/** Shapes query rows into the contract's answers and the CSV tables of the same numbers. */

export const compared = <T extends Compared>(row: T) => ({
  ...row,
  changePercent: changePercent(row.thisPeriodCents, row.lastPeriodCents),
});

/** Dollars for a CSV cell: a number, so a spreadsheet adds it up and a minus sign is not taken as a formula. */
const dollars = (cents: number) => cents / 100;

export interface CsvTable {
  fileName: string;
  headers: string[];
  rows: CsvCell[][];
}

/** A table as a CSV download, the answer of every `format=csv` (UTF-8 with BOM, formula-safe). */
export function sendCsv(reply: FastifyReply, table: CsvTable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${table.fileName}"`)
    .send(toCsv(table.headers, table.rows));
}

const comparedCells = (row: Compared & { changePercent: number | null }): CsvCell[] => [
  dollars(row.thisPeriodCents),
  dollars(row.lastPeriodCents),
  row.changePercent,
];
const comparedHeaders = ['This period ($)', 'Same days last year ($)', 'Change (%)'];

export const monthsCsv = (rows: InsightMonthRow[], fileName = 'insights-months.csv'): CsvTable => ({
  fileName,
  headers: ['Month', ...comparedHeaders],
  rows: rows.map((r) => [r.month, ...comparedCells(r)]),
});

const dimensionHeaders: Record<InsightDimension, string> = {
  brand: 'Brand',
  state: 'State',
  rep: 'Rep',
  customer: 'Customer',
};

export const breakdownCsv = (
  dimension: InsightDimension,
  rows: InsightBreakdownRow[],
  fileName?: string,
): CsvTable => ({
  fileName: fileName ?? `insights-by-${dimension}.csv`,
  headers: [dimensionHeaders[dimension], ...comparedHeaders],
  rows: rows.map((r) => [r.label, ...comparedCells(r)]),
});

/** The label a breakdown row shows: a rep's name beside the code, 'No state' / 'No rep' for none. */
export function breakdownLabel(
  dimension: InsightDimension,
  row: { key: string; customerName: string },
  repNames: Map<string, string | null>,
): string {
  switch (dimension) {
    case 'brand':
      return row.key;
    case 'state':
      return row.key || 'No state';
    case 'rep': {
      if (!row.key) return 'No rep';
      const name = repNames.get(row.key);
      return name ? `${row.key} (${name})` : row.key;
    }
    case 'customer':
      return row.customerName;
  }
}

/** Which rules put a customer at risk as of a day (`dayNumber`), and its days since its last invoice. */
function riskOf(facts: CustomerRiskFacts, todayNumber: number) {
  const daysSinceLastInvoice = todayNumber - facts.lastInvoiceDay;
  // The rules' input by name, not a copy of the facts: an admin's count runs this 40,000 times.
  const reasons = atRiskReasonsOf({
    daysSinceLastInvoice,
    reorderIntervalDays: facts.reorderIntervalDays,
    last90DaysCents: facts.last90DaysCents,
    sameDaysLastYearCents: facts.sameDaysLastYearCents,
  });
  return { daysSinceLastInvoice, reasons };
}

/** How many of the facts' customers are at risk (the home page's and the summary's count). */
export function atRiskCount(facts: readonly CustomerRiskFacts[], today: string): number {
  const todayNumber = dayNumber(today);
  return facts.filter((f) => riskOf(f, todayNumber).reasons.length > 0).length;
}

/**
 * The at-risk customers among the facts, most value at stake (last 365 days' net sales) first,
 * without names (`labelAtRisk` gives them and orders ties by name).
 */
export function atRiskRows(facts: readonly CustomerRiskFacts[], today: string): AtRiskRow[] {
  const rows: AtRiskRow[] = [];
  const todayNumber = dayNumber(today);
  for (const fact of facts) {
    const risk = riskOf(fact, todayNumber);
    if (!risk.reasons.length) continue;
    rows.push({
      customerListId: fact.customerListId,
      customerName: fact.customerListId,
      state: null,
      reasons: risk.reasons,
      lastInvoiceDate: dateOfDayNumber(fact.lastInvoiceDay),
      daysSinceLastInvoice: risk.daysSinceLastInvoice,
      reorderIntervalDays: fact.reorderIntervalDays,
      last90DaysCents: fact.last90DaysCents,
      sameDaysLastYearCents: fact.sameDaysLastYearCents,
      lastYearCents: fact.lastYearCents,
    });
  }
  return rows.sort((a, b) => b.lastYearCents - a.lastYearCents);
}

/** At-risk rows under their customers' names and states, ties in value ordered by name. */
export function labelAtRisk(
  rows: AtRiskRow[],
  labels: Map<string, { name: string; state: string | null }>,
): AtRiskRow[] {
  return rows
    .map((row) => {
      const label = labels.get(row.customerListId);
      return label ? { ...row, customerName: label.name, state: label.state } : row;
    })
    .sort((a, b) => b.lastYearCents - a.lastYearCents || a.customerName.localeCompare(b.customerName));
}

const reasonWords = { interval: 'Overdue for its usual reorder', drop: 'Sales down 40 % or more' } as const;

export const atRiskCsv = (rows: AtRiskRow[]): CsvTable => ({
  fileName: 'insights-at-risk.csv',
  headers: [
    'Customer',
    'State',
    'Why',
    'Last invoice',
    'Days since last invoice',
    'Usual interval (days)',
    'Last 90 days ($)',
    'Same 90 days last year ($)',
    'Last 365 days ($)',
  ],
  rows: rows.map((r) => [
    r.customerName,
    r.state,
    r.reasons.map((reason) => reasonWords[reason]).join('; '),
    r.lastInvoiceDate,
    r.daysSinceLastInvoice,
    r.reorderIntervalDays,
    dollars(r.last90DaysCents),
    dollars(r.sameDaysLastYearCents),
    dollars(r.lastYearCents),
  ]),
});

interface BrandCustomerSales {
  brand: string;
  customerListId: string;
  customerName: string;
  state: string | null;
  thisPeriodCents: number;
  lastPeriodCents: number;
}

/** A customer bought a brand in a period when its net sales of the brand there are above 0. */
const bought = (cents: number) => cents > 0;

/** Brand reach added up one customer and brand at a time, then its rows, most customers first. */
export function brandReachTally() {
  const byBrand = new Map<string, BrandReachRow>();
  return {
    add(brand: string, thisPeriodCents: number, lastPeriodCents: number) {
      let reach = byBrand.get(brand);
      if (!reach) {
        reach = { brand, customers: 0, customersLastPeriod: 0, gained: 0, lost: 0, changePercent: null };
        byBrand.set(brand, reach);
      }
      const now = bought(thisPeriodCents);
      const before = bought(lastPeriodCents);
      if (now) reach.customers += 1;
      if (before) reach.customersLastPeriod += 1;
      if (now && !before) reach.gained += 1;
      if (before && !now) reach.lost += 1;
    },
    rows(): BrandReachRow[] {
      return [...byBrand.values()]
        .filter((r) => r.customers > 0 || r.customersLastPeriod > 0)
        .map((r) => ({ ...r, changePercent: changePercent(r.customers, r.customersLastPeriod) }))
        .sort((a, b) => b.customers - a.customers || a.brand.localeCompare(b.brand));
    },
  };
}

export const brandReachCsv = (rows: BrandReachRow[]): CsvTable => ({
  fileName: 'insights-brand-reach.csv',
  headers: ['Brand', 'Customers', 'Customers same days last year', 'Gained', 'Lost', 'Change (%)'],
  rows: rows.map((r) => [r.brand, r.customers, r.customersLastPeriod, r.gained, r.lost, r.changePercent]),
});

/** The customers a brand gained and lost, most sales first. */
export function gainedAndLost(rows: BrandCustomerSales[]) {
  const shape = ({
    customerListId,
    customerName,
    state,
    thisPeriodCents,
    lastPeriodCents,
  }: BrandCustomerSales) => ({
    customerListId,
    customerName,
    state,
    thisPeriodCents,
    lastPeriodCents,
  });
  const gained = rows.filter((r) => bought(r.thisPeriodCents) && !bought(r.lastPeriodCents));
  const lost = rows.filter((r) => bought(r.lastPeriodCents) && !bought(r.thisPeriodCents));
  return {
    gained: gained.sort((a, b) => b.thisPeriodCents - a.thisPeriodCents).map(shape),
    lost: lost.sort((a, b) => b.lastPeriodCents - a.lastPeriodCents).map(shape),
  };
}

export const gainedAndLostCsv = (brand: string, lists: ReturnType<typeof gainedAndLost>): CsvTable => ({
  fileName: 'insights-brand-customers.csv',
  headers: ['Brand', 'Gained or lost', 'Customer', 'State', 'This period ($)', 'Same days last year ($)'],
  rows: [
    ...lists.gained.map((r) => ['Gained', r] as const),
    ...lists.lost.map((r) => ['Lost', r] as const),
  ].map(([change, r]) => [
    brand,
    change,
    r.customerName,
    r.state,
    dollars(r.thisPeriodCents),
    dollars(r.lastPeriodCents),
  ]),
});

/** Per user and week: the counts of all their customer states added up. */
export function repActivityRows(
  counts: ActivityCount[],
  users: Map<string, { name: string; repCode: string | null }>,
): RepActivityRow[] {
  const rows = new Map<string, RepActivityRow>();
  for (const count of counts) {
    const key = `${count.authorId}\u0001${count.weekStart}`;
    let row = rows.get(key);
    if (!row) {
      const user = users.get(count.authorId);
      row = {
        userId: count.authorId,
        userName: user?.name ?? 'Former user',
        repCode: user?.repCode ?? null,
        weekStart: count.weekStart,
        notes: 0,
        visits: 0,
        orders: 0,
        orderValueCents: 0,
        newCustomers: 0,
      };
      rows.set(key, row);
    }
    row.notes += count.notes;
    row.visits += count.visits;
    row.orders += count.orders;
    row.orderValueCents += count.orderCents;
    row.newCustomers += count.newCustomers;
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.weekStart.localeCompare(a.weekStart) ||
      a.userName.localeCompare(b.userName) ||
      a.userId.localeCompare(b.userId),
  );
}

export const repActivityCsv = (rows: RepActivityRow[]): CsvTable => ({
  fileName: 'insights-rep-activity.csv',
  headers: [
    'User',
    'Rep code',
    'Week starting',
    'Notes',
    'Visits',
    'Orders',
    'Order value ($)',
    'New customers',
  ],
  rows: rows.map((r) => [
    r.userName,
    r.repCode,
    r.weekStart,
    r.notes,
    r.visits,
    r.orders,
    dollars(r.orderValueCents),
    r.newCustomers,
  ]),
});
