import type { FastifyInstance } from 'fastify';
import { toCsv } from '../../domain/csv/csv.js';
import { buildStateReport, monthBounds } from '../../domain/compliance/reports/build.js';
import { complianceReportsContract, type ReportQuery } from '../../domain/compliance/reports/contract.js';
import { reportCsvTable } from '../../domain/compliance/reports/csv.js';
import type { Principal } from '../../domain/access/policy.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { Db } from '../db/database.js';
import { companyToday } from '../insights/figures.js';
import type { ResourceDeps } from '../resource/resource.js';
import { keptExciseMonths } from './excise-months.js';
import { countOrdersHeldByGate } from './held-orders.js';
import { reportDocuments } from './queries.js';
import { exciseRulesOf } from './rules.js';

/** A state's month report, read and built (decision 0303). */
async function stateReport(db: Db, user: Principal, { state, month }: ReportQuery) {
  const [documents, rules] = await Promise.all([
    reportDocuments(db, user, { state, ...monthBounds(month), withCarrier: true }),
    exciseRulesOf(db),
  ]);
  return buildStateReport({ state, month, documents, rules });
}

/** Admin → Compliance → Reports and insight's excise tax by state and month (issue 46, parts 5 and 6). */
export function registerComplianceReportsRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, complianceReportsContract, {
    report: ({ request, query }) => stateReport(db, principalOf(request), query),
    reportCsv: async ({ request, reply, query }) => {
      const table = reportCsvTable(await stateReport(db, principalOf(request), query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table.fileName}"`)
        .send(toCsv(table.headers, table.rows));
    },
    exciseInsight: async ({ request, query }) => {
      const user = principalOf(request);
      // The kept monthly totals (decision 0357): the sums of the reports' rows, not taxed again here.
      const rows = await keptExciseMonths(db, user, query.from, query.to);
      const { today } = await companyToday(db);
      return {
        from: query.from,
        to: query.to,
        rows,
        heldOrders: await countOrdersHeldByGate(db, user, today),
      };
    },
  });
}
