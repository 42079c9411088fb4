import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { licenseListTooLargeMessage, notCsvMessage } from '../../domain/compliance/license-lists-contract.js';
import { AppError, badRequest } from '../http/errors.js';
import { byteLimit, limitedBody, settleRefusedBody } from '../http/request-body.js';

export const sendCsvMessage = 'Send the state’s list as the body, with Content-Type: text/csv.';

const tooLarge = (maxBytes: number) => new AppError(413, 'TOO_LARGE', licenseListTooLargeMessage(maxBytes));

/**
 * The uploaded list as text, refused like the house's other uploads: counted on its way in (one
 * byte past `maxBytes` answers 413, a declared length at once), sniffed (a spreadsheet, a PDF or an
 * image is no CSV) and decoded: UTF-8, else Windows-1252, which states' older exports use. A body
 * with NUL bytes is not text. A refused body is read and dropped so its answer reaches the client.
 */
export async function readListFile(body: unknown, reply: FastifyReply, maxBytes: number): Promise<string> {
  if (!body || typeof (body as Readable).pipe !== 'function') throw badRequest(sendCsvMessage);
  const stream = body as Readable;
  try {
    if (Number(reply.request.headers['content-length']) > maxBytes) throw tooLarge(maxBytes);
    const chunks: Buffer[] = [];
    for await (const chunk of limitedBody(
      stream,
      byteLimit(maxBytes, () => tooLarge(maxBytes)),
    ))
      chunks.push(chunk as Buffer);
    return await textOf(Buffer.concat(chunks));
  } catch (error) {
    await settleRefusedBody(stream, reply);
    throw error;
  }
}

async function textOf(bytes: Buffer): Promise<string> {
  if ((await fileTypeFromBuffer(bytes)) !== undefined || bytes.includes(0)) throw badRequest(notCsvMessage);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
