import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { attachmentsContract } from '../../domain/attachments/contract.js';
import { opensInline } from '../../domain/attachments/rules.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
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
import type { ResourceDeps } from '../resource/resource.js';

const filesPerUpload = 10;
const malformedUploadMessage =
  'The upload could not be read (it is not a complete multipart form). Choose the files again and retry.';

/** What the multipart parser throws for a body that is not a well-formed form: the sender's fault. */
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error && /^Multipart: |unexpected end of multipart data/i.test(error.message);

/** Room for the multipart boundaries and part headers around one file. */
const multipartOverhead = 16 * 1024;

/** A stored file as the answer (inline when a browser shows it), for the attachments and the shop's logo. */
export async function sendStored(
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

export function registerAttachmentRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, storage } = deps;
  const commandDeps: AttachmentDeps = { db, bus: deps.bus, storage, maxBytes: deps.config.uploadMaxBytes };

  void app.register(async (scope) => {
    // One byte over the limit reaches the byte counter, which refuses the file and discards it.
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: commandDeps.maxBytes + 1, files: filesPerUpload, fields: 0, parts: filesPerUpload },
    });

    registerRoutes(scope, attachmentsContract, {
      async upload({ query, request, reply }) {
        const declared = Number(request.headers['content-length']);
        if (declared > commandDeps.maxBytes + multipartOverhead) {
          reply.header('connection', 'close');
          throw tooLarge(query.fileName ?? 'upload', commandDeps.maxBytes);
        }
        if (!request.isMultipart()) throw badRequest(noFilesMessage);
        try {
          const files = request.files() as AsyncIterable<IncomingFile>;
          return { attachments: await uploadAttachments(commandDeps, principalOf(request), query, files) };
        } catch (error) {
          throw isMalformedMultipart(error) ? badRequest(malformedUploadMessage) : error;
        }
      },
      limits: () => ({ maxMb: commandDeps.maxBytes / 1024 / 1024 }),
      list: ({ query, request }) => listAttachments(db, storage, principalOf(request), query),
      async file({ params, request, reply }) {
        const { row } = await findVisibleAttachment(db, principalOf(request), params.id);
        return sendStored(reply, storage, params.id, row.storagePath, row.contentType, row.name);
      },
      async preview({ params, request, reply }) {
        const { row } = await findVisibleAttachment(db, principalOf(request), params.id);
        if (!row.previewStoragePath || !row.previewContentType) throw attachmentNotFound(params.id);
        const name = `preview-${row.name.replace(/\.[^.]*$/, '')}.jpg`;
        return sendStored(reply, storage, params.id, row.previewStoragePath, row.previewContentType, name);
      },
      remove: ({ params, request }) => deleteAttachment(commandDeps, principalOf(request), params.id),
    });
  });
}
