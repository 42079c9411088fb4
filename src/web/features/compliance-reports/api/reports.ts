import type { RouteResult } from '../../../../domain/contract/route';
import {
  complianceReportsContract as routes,
  type ReportQuery,
} from '../../../../domain/compliance/reports/contract';
import { call, hrefOf } from '../../../lib/api';

export type StateReport = RouteResult<typeof routes.report>;
export type ExciseInsight = RouteResult<typeof routes.exciseInsight>;

export const reportKeys = {
  all: ['compliance-reports'] as const,
  report: (query: ReportQuery) => ['compliance-reports', 'report', query] as const,
  excise: (from: string, to: string) => ['compliance-reports', 'excise', from, to] as const,
};

export const fetchReport = (query: ReportQuery) => call(routes.report, { query });
export const fetchExciseInsight = (from: string, to: string) =>
  call(routes.exciseInsight, { query: { from, to } });

/** The same report as a CSV, downloaded by the browser straight from the server (formula-safe). */
export const reportCsvHref = (query: ReportQuery) => hrefOf(routes.reportCsv, { query });
