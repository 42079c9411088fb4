import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { can } from '../../domain/access/policy.js';
import {
  damagedByItemColumns,
  damagedByItemCells,
  damagedByNoteColumns,
} from '../../domain/notes/damaged.js';
import { notesContract } from '../../domain/notes/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes, type HandlerContext } from '../http/contract.js';
import './attachment-owner.js';
import { changeTask, createNote, deleteNote, editDamagedItems, type TaskChange } from './commands.js';
import { feedPage, findVisibleNote, openTasksOf } from './queries.js';
import {
  csvStream,
  damagedByItem,
  damagedByNote,
  damagedByNoteRowCells,
  feedExportColumns,
  feedExportRows,
  tagSummary,
} from './summaries.js';
import type { ResourceDeps } from '../resource/resource.js';

function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

async function* mapRows<T, U>(rows: AsyncIterable<T> | Iterable<T>, map: (row: T) => U) {
  for await (const row of rows) yield map(row);
}

export function registerNoteRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  const taskChange =
    (change: TaskChange) =>
    async ({ params, query, request }: HandlerContext<typeof notesContract.resolveTask>) => ({
      note: await changeTask(deps, principalOf(request), params.id, change, { clientId: query.clientId }),
    });

  registerRoutes(app, notesContract, {
    create: async ({ body, request }) => ({ note: await createNote(deps, principalOf(request), body) }),
    feed: ({ query: { cursor, limit, ...filters }, request }) =>
      feedPage(db, principalOf(request), filters, { cursor, limit }),
    exportCsv: ({ query: { tz, ...filters }, request, reply }) => {
      const rows = feedExportRows(db, principalOf(request), filters, tz);
      return sendCsv(reply, 'note-feed-export.csv', csvStream(feedExportColumns, rows));
    },
    tagSummary: async ({ query, request }) => ({ rows: await tagSummary(db, principalOf(request), query) }),
    damagedByItem: async ({ query, request, reply }) => {
      const rows = await damagedByItem(db, principalOf(request), query);
      if (query.format === 'csv') {
        const body = csvStream(damagedByItemColumns, mapRows(rows, damagedByItemCells));
        return sendCsv(reply, 'damaged-items.csv', body);
      }
      return { rows };
    },
    damagedByNote: async ({ query: { tz, ...filters }, request, reply }) => {
      const rows = damagedByNote(db, principalOf(request), filters);
      if (filters.format === 'csv') {
        const body = csvStream(
          damagedByNoteColumns,
          mapRows(rows, (row) => damagedByNoteRowCells(row, tz)),
        );
        return sendCsv(reply, 'damaged-items-by-note.csv', body);
      }
      const list = [];
      for await (const row of rows) list.push(row);
      return { rows: list };
    },
    openTasks: async ({ request }) => ({ notes: await openTasksOf(db, principalOf(request)) }),
    get: async ({ params, request }) => {
      const user = principalOf(request);
      const note = await findVisibleNote(db, user, params.id);
      const may = (action: 'note.delete' | 'note.editDamagedItems') => can(user, action, note);
      return { note, can: { delete: may('note.delete'), editDamagedItems: may('note.editDamagedItems') } };
    },
    remove: async ({ params, request }) => ({
      note: await deleteNote(deps, principalOf(request), params.id),
    }),
    saveDamagedItems: async ({ params, body, request }) => ({
      note: await editDamagedItems(deps, principalOf(request), params.id, body.damagedItems),
    }),
    setTask: async ({ params, query, body, request }) => ({
      note: await changeTask(
        deps,
        principalOf(request),
        params.id,
        { kind: 'set', ...body },
        { clientId: query.clientId },
      ),
    }),
    resolveTask: taskChange({ kind: 'resolve' }),
    unresolveTask: taskChange({ kind: 'unresolve' }),
    removeTask: taskChange({ kind: 'remove' }),
  });
}
