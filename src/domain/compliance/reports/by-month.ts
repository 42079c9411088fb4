import { reportRowsOf } from './build.js';
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
 * Insight's excise tax by state and month beside net sales (issue 46, part 6): the same rows as
 * the state reports (`reportRowsOf`), summed, so a month in insight equals that month's report.
 */
export function exciseByStateAndMonth(
  documents: readonly (ReportDocumentInput & { state: string })[],
  rules: readonly ExciseRule[],
): ExciseMonthRow[] {
  const groups = new Map<string, (ReportDocumentInput & { state: string })[]>();
  for (const document of documents) {
    const key = `${document.state}|${document.txnDate.slice(0, 7)}`;
    const group = groups.get(key);
    if (group) group.push(document);
    else groups.set(key, [document]);
  }
  const rows: ExciseMonthRow[] = [];
  for (const [key, group] of groups) {
    const [state, month] = key.split('|') as [string, string];
    const lines = reportRowsOf(state, group, rules);
    rows.push({
      state,
      month,
      netSalesCents: lines.reduce((sum, row) => sum + row.amountCents, 0),
      exciseCents: lines.reduce((sum, row) => sum + (row.taxCents ?? 0), 0),
      untaxedLines: lines.filter((row) => row.taxCents === null).length,
    });
  }
  return rows.sort(latestMonthFirst);
}
