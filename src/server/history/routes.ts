import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { csvHeader, csvLine } from '../../domain/csv/csv.js';
import { describeValue } from '../../domain/history/diff.js';
import { historyContract } from '../../domain/history/contract.js';
import type { HistoryEntry } from '../../domain/history/schemas.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { auditEntries, auditPage, historyOf, listTrash } from './queries.js';
import { restoreFromTrash } from './restore.js';
import type { ResourceDeps } from '../resource/resource.js';

const auditColumns = ['When', 'Who', 'Kind', 'Action', 'What', 'ID', 'Changes'];

const auditCells = (entry: HistoryEntry) => [
  entry.at,
  entry.userName,
  entry.entityType,
  entry.action,
  entry.label,
  entry.entityId,
  Object.entries(entry.changes)
    .map(([field, change]) => `${field}: ${describeValue(change.before)} → ${describeValue(change.after)}`)
    .join('; '),
];

async function* auditCsv(entries: AsyncIterable<HistoryEntry>) {
  yield csvHeader(auditColumns);
  for await (const entry of entries) yield csvLine(auditCells(entry));
}

export function registerHistoryRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  registerRoutes(app, historyContract, {
    history: async ({ params, request }) => ({
      entries: await historyOf(deps.db, principalOf(request), params.subject, params.id),
    }),
    trash: async ({ request }) => ({ items: await listTrash(deps.db, principalOf(request)) }),
    restore: async ({ params, request }) => ({
      item: await restoreFromTrash(deps, principalOf(request), params.id),
    }),
    audit: ({ query, request }) => auditPage(deps.db, principalOf(request), query),
    auditCsv: ({ query, request, reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(Readable.from(auditCsv(auditEntries(deps.db, principalOf(request), query)))),
  });
}
