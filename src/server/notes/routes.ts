import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { can } from '../../domain/access/policy.js';
import {
  damagedByItemColumns,
  damagedByItemCells,
  damagedByNoteColumns,
} from '../../domain/notes/damaged.js';
import { newNoteSchema, taskSchema } from '../../domain/notes/schemas.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import type { Storage } from '../storage/storage.js';
import { changeTask, createNote, deleteNote, editDamagedItems, type TaskChange } from './commands.js';
import { feedPage, findVisibleNote, openTasksOf } from './queries.js';
import {
  damagedByItemResponse,
  damagedByNoteResponse,
  damagedItemsBody,
  exportQuery,
  feedQuery,
  feedResponse,
  noteIdParams,
  notePageResponse,
  noteResponse,
  notesResponse,
  tagSummaryResponse,
} from './schemas.js';
import {
  csvStream,
  damagedByItem,
  damagedByNote,
  damagedByNoteRowCells,
  feedExportColumns,
  feedExportRows,
  tagSummary,
} from './summaries.js';

const tags = ['notes'];

function sendCsv(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

async function* mapRows<T, U>(rows: AsyncIterable<T> | Iterable<T>, map: (row: T) => U) {
  for await (const row of rows) yield map(row);
}

export function registerNoteRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus; storage: Storage },
): void {
  const { db } = deps;
  app.post(
    '/api/notes',
    {
      config: { access: 'user' },
      schema: { tags, body: newNoteSchema, response: { 201: noteResponse } },
    },
    async (request, reply) => {
      const note = await createNote(deps, principalOf(request), newNoteSchema.parse(request.body));
      return reply.status(201).send({ note });
    },
  );

  app.get(
    '/api/notes',
    { config: { access: 'user' }, schema: { tags, querystring: feedQuery, response: { 200: feedResponse } } },
    async (request) => {
      const query = feedQuery.parse(request.query);
      return feedPage(db, principalOf(request), query, { cursor: query.cursor, limit: query.limit });
    },
  );

  app.get(
    '/api/notes/export.csv',
    { config: { access: 'user' }, schema: { tags, querystring: exportQuery } },
    async (request, reply) => {
      const filters = exportQuery.parse(request.query);
      const rows = feedExportRows(db, principalOf(request), filters);
      return sendCsv(reply, 'note-feed-export.csv', csvStream(feedExportColumns, rows));
    },
  );

  app.get(
    '/api/notes/tag-summary',
    {
      config: { access: 'user' },
      schema: { tags, querystring: exportQuery, response: { 200: tagSummaryResponse } },
    },
    async (request) => ({
      rows: await tagSummary(db, principalOf(request), exportQuery.parse(request.query)),
    }),
  );

  app.get(
    '/api/notes/damaged-items/by-item',
    {
      config: { access: 'user' },
      schema: { tags, querystring: exportQuery, response: { 200: damagedByItemResponse } },
    },
    async (request, reply) => {
      const filters = exportQuery.parse(request.query);
      const rows = await damagedByItem(db, principalOf(request), filters);
      if (filters.format === 'csv') {
        const body = csvStream(damagedByItemColumns, mapRows(rows, damagedByItemCells));
        return sendCsv(reply, 'damaged-items.csv', body);
      }
      return { rows };
    },
  );

  app.get(
    '/api/notes/damaged-items/by-note',
    {
      config: { access: 'user' },
      schema: { tags, querystring: exportQuery, response: { 200: damagedByNoteResponse } },
    },
    async (request, reply) => {
      const filters = exportQuery.parse(request.query);
      const rows = damagedByNote(db, principalOf(request), filters);
      if (filters.format === 'csv') {
        const body = csvStream(damagedByNoteColumns, mapRows(rows, damagedByNoteRowCells));
        return sendCsv(reply, 'damaged-items-by-note.csv', body);
      }
      const list = [];
      for await (const row of rows) list.push(row);
      return { rows: list };
    },
  );

  app.get(
    '/api/notes/open-tasks',
    { config: { access: 'user' }, schema: { tags, response: { 200: notesResponse } } },
    async (request) => ({ notes: await openTasksOf(db, principalOf(request)) }),
  );

  app.get(
    '/api/notes/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: noteIdParams, response: { 200: notePageResponse } },
    },
    async (request) => {
      const user = principalOf(request);
      const note = await findVisibleNote(db, user, noteIdParams.parse(request.params).id);
      const may = (action: 'note.delete' | 'note.editDamagedItems') => can(user, action, note);
      return { note, can: { delete: may('note.delete'), editDamagedItems: may('note.editDamagedItems') } };
    },
  );

  app.delete(
    '/api/notes/:id',
    { config: { access: 'user' }, schema: { tags, params: noteIdParams, response: { 200: noteResponse } } },
    async (request) => ({
      note: await deleteNote(deps, principalOf(request), noteIdParams.parse(request.params).id),
    }),
  );

  app.put(
    '/api/notes/:id/damaged-items',
    {
      config: { access: 'user' },
      schema: { tags, params: noteIdParams, body: damagedItemsBody, response: { 200: noteResponse } },
    },
    async (request) => {
      const { damagedItems } = damagedItemsBody.parse(request.body);
      return {
        note: await editDamagedItems(
          deps,
          principalOf(request),
          noteIdParams.parse(request.params).id,
          damagedItems,
        ),
      };
    },
  );

  app.put(
    '/api/notes/:id/task',
    {
      config: { access: 'user' },
      schema: { tags, params: noteIdParams, body: taskSchema, response: { 200: noteResponse } },
    },
    async (request) => {
      const { description } = taskSchema.parse(request.body);
      return {
        note: await changeTask(deps, principalOf(request), noteIdParams.parse(request.params).id, {
          kind: 'set',
          description,
        }),
      };
    },
  );

  const transitions: { method: 'POST' | 'DELETE'; path: string; change: TaskChange }[] = [
    { method: 'POST', path: '/api/notes/:id/task/resolve', change: { kind: 'resolve' } },
    { method: 'POST', path: '/api/notes/:id/task/unresolve', change: { kind: 'unresolve' } },
    { method: 'DELETE', path: '/api/notes/:id/task', change: { kind: 'remove' } },
  ];
  for (const { method, path, change } of transitions) {
    app.route({
      method,
      url: path,
      config: { access: 'user' },
      schema: { tags, params: noteIdParams, response: { 200: noteResponse } },
      handler: async (request) => {
        const { id } = noteIdParams.parse(request.params);
        return { note: await changeTask(deps, principalOf(request), id, change) };
      },
    });
  }
}
