import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { opensInline } from '../../domain/attachments/rules.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import type { Storage } from '../storage/storage.js';
import {
  deleteAttachment,
  noFilesMessage,
  tooLarge,
  uploadAttachments,
  type AttachmentDeps,
  type IncomingFile,
} from './commands.js';
import { attachmentNotFound, findVisibleAttachment, listAttachments } from './queries.js';
import {
  attachmentIdParams,
  attachmentsResponse,
  limitsResponse,
  ownerQuery,
  uploadQuery,
} from './schemas.js';

const tags = ['attachments'];
const filesPerUpload = 10;
/** Room for the multipart boundaries and part headers around one file. */
const multipartOverhead = 16 * 1024;

async function sendStored(
  reply: FastifyReply,
  storage: Storage,
  id: string,
  key: string,
  contentType: string,
  name: string,
) {
  const body = await storage.get(key);
  if (!body) throw attachmentNotFound(id);
  const disposition = opensInline(contentType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .send(body);
}

export function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus; storage: Storage; config: AppConfig },
): void {
  const { db, storage } = deps;
  const commandDeps: AttachmentDeps = { db, bus: deps.bus, storage, maxBytes: deps.config.uploadMaxBytes };

  void app.register(async (scope) => {
    // One byte over the limit reaches the byte counter, which refuses the file and discards it.
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: commandDeps.maxBytes + 1, files: filesPerUpload, fields: 0, parts: filesPerUpload },
    });

    scope.post(
      '/api/attachments',
      {
        config: { access: 'user' },
        schema: { tags, querystring: uploadQuery, response: { 201: attachmentsResponse } },
      },
      async (request, reply) => {
        const query = uploadQuery.parse(request.query);
        const declared = Number(request.headers['content-length']);
        if (declared > commandDeps.maxBytes + multipartOverhead) {
          reply.header('connection', 'close');
          throw tooLarge(query.fileName ?? 'upload', commandDeps.maxBytes);
        }
        if (!request.isMultipart()) throw badRequest(noFilesMessage);
        const files = request.files() as AsyncIterable<IncomingFile>;
        const attachments = await uploadAttachments(commandDeps, principalOf(request), query, files);
        return reply.status(201).send({ attachments });
      },
    );
  });

  app.get(
    '/api/attachments/limits',
    { config: { access: 'user' }, schema: { tags, response: { 200: limitsResponse } } },
    async () => ({ maxMb: commandDeps.maxBytes / 1024 / 1024 }),
  );

  app.get(
    '/api/attachments',
    {
      config: { access: 'user' },
      schema: { tags, querystring: ownerQuery, response: { 200: attachmentsResponse } },
    },
    async (request) => ({
      attachments: await listAttachments(db, storage, principalOf(request), ownerQuery.parse(request.query)),
    }),
  );

  app.get(
    '/api/attachments/:id/file',
    { config: { access: 'user' }, schema: { tags, params: attachmentIdParams } },
    async (request, reply) => {
      const { id } = attachmentIdParams.parse(request.params);
      const { row } = await findVisibleAttachment(db, principalOf(request), id);
      return sendStored(reply, storage, id, row.storagePath, row.contentType, row.name);
    },
  );

  app.get(
    '/api/attachments/:id/preview',
    { config: { access: 'user' }, schema: { tags, params: attachmentIdParams } },
    async (request, reply) => {
      const { id } = attachmentIdParams.parse(request.params);
      const { row } = await findVisibleAttachment(db, principalOf(request), id);
      if (!row.previewStoragePath || !row.previewContentType) throw attachmentNotFound(id);
      const name = `preview-${row.name.replace(/\.[^.]*$/, '')}.jpg`;
      return sendStored(reply, storage, id, row.previewStoragePath, row.previewContentType, name);
    },
  );

  app.delete(
    '/api/attachments/:id',
    { config: { access: 'user' }, schema: { tags, params: attachmentIdParams } },
    async (request, reply) => {
      await deleteAttachment(commandDeps, principalOf(request), attachmentIdParams.parse(request.params).id);
      return reply.status(204).send();
    },
  );
}
