import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { missingColumnsMessage } from '../../domain/compliance/license-lists.js';
import { licenseListTooLargeMessage, notCsvMessage } from '../../domain/compliance/license-lists-contract.js';
import { missingColumns, type Mapping } from '../../domain/csv/mapped.js';
import { CsvReadError, readCsv, type CsvFile } from '../../domain/csv/read.js';
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

/**
 * The text read as a CSV with the mapping's columns (a state's license list, a prospects list), or
 * a 400 that says what is wrong with it: not well-formed, a mapped column missing, no rows.
 * Nothing is written before it answers.
 */
export function mappedCsvOf(text: string, mapping: Mapping<string>, noRowsMessage: string): CsvFile {
  let file: CsvFile;
  try {
    file = readCsv(text);
  } catch (error) {
    if (error instanceof CsvReadError) throw badRequest(error.message);
    throw error;
  }
  const missing = missingColumns(file.headers, mapping);
  if (missing.length > 0) throw badRequest(missingColumnsMessage(missing));
  if (file.records.length === 0) throw badRequest(noRowsMessage);
  return file;
}
