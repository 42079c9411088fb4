import { taxedLinesOf } from './build.js';
import type { ExciseRule } from '../excise/rules.js';
import type { ReportDocumentInput } from './types.js';

export interface ExciseMonthRow {
  state: string;
  /** 'YYYY-MM'. */
  month: string;
  /** The documents' line amounts, credit memos subtracted: the sales the tax is on. */
  netSalesCents: number;
  exciseCents: number;
  /** Lines Humidor could not tax (no rule, no rate, profile fields missing). */
  untaxedLines: number;
}

/** Insight's order: the latest month first, then the states in alphabetical order. */
export const latestMonthFirst = (a: ExciseMonthRow, b: ExciseMonthRow): number =>
  b.month.localeCompare(a.month) || a.state.localeCompare(b.state);

/**
 * Insight's excise tax by state and month beside net sales (issue 46, part 6): the documents' lines
 * taxed as the state reports tax them (`taxedLinesOf`), summed, so a month in insight equals that
 * month's report. No report row is built (no license, buyer or sort): the import keeps these sums for
 * every batch (decision 0382), and `build.test.ts` holds them equal to the reports' totals.
 */
export function exciseByStateAndMonth(
  documents: readonly (ReportDocumentInput & { state: string })[],
  rules: readonly ExciseRule[],
): ExciseMonthRow[] {
  const cells = new Map<string, ExciseMonthRow>();
  for (const document of documents) {
    const month = document.txnDate.slice(0, 7);
    const key = `${document.state}|${month}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { state: document.state, month, netSalesCents: 0, exciseCents: 0, untaxedLines: 0 };
      cells.set(key, cell);
    }
    for (const line of taxedLinesOf(document.state.toUpperCase(), document, rules)) {
      cell.netSalesCents += line.amountCents;
      if (line.taxCents === null) cell.untaxedLines += 1;
      else cell.exciseCents += line.taxCents;
    }
  }
  return [...cells.values()].sort(latestMonthFirst);
}
