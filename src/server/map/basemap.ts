import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Storage } from '../storage/storage.js';
import type { ByteRange } from '../storage/store.js';
import { basemapTooLargeMessage } from '../../domain/map/contract.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { byteLimit, limitedBody, settleRefusedBody } from '../http/request-body.js';
import type { SecurityHeaders } from '../http/security-headers.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { tileOriginOf } from '../../domain/settings/mapTiles.js';
import { getSetting } from '../settings/queries.js';

/** Where the uploaded PMTiles basemap is kept in Humidor's storage (one file: a new upload replaces it). */
export const basemapKey = 'map/basemap.pmtiles';

/**
 * The byte range of a `Range: bytes=…` header over a file of `size` bytes: a single range
 * (`a-b`, `a-`, `-n`), as PMTiles readers send; null when the header asks for none or for
 * several ranges (then the whole file is sent, as HTTP allows); 'unsatisfiable' past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}

const noBasemap =
  'No basemap file has been uploaded. An admin uploads one in Admin → Settings → Map basemap.';

/** Sends the basemap file, whole or the asked range (206), with the headers a PMTiles reader checks. */
export async function sendBasemap(storage: Storage, request: FastifyRequest, reply: FastifyReply) {
  const stat = await storage.stat(basemapKey);
  if (!stat) throw notFound(noBasemap);
  const range = byteRangeOf(request.headers.range, stat.size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', 'application/vnd.pmtiles')
    // The file changes only on an upload; a reader asks again within the hour.
    .header('cache-control', 'private, max-age=3600');
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
  }
  const body = await storage.get(basemapKey, range ?? undefined);
  if (!body) throw notFound(noBasemap);
  if (!range) return reply.header('content-length', stat.size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

/** The first bytes of every PMTiles version 3 file. */
const pmtilesMagic = Buffer.from('PMTiles');

const notPmtiles =
  'That file is not a PMTiles basemap (it should start with "PMTiles"). Choose a .pmtiles file.';

const tooLarge = (maxBytes: number) => new AppError(413, 'TOO_LARGE', basemapTooLargeMessage(maxBytes));

/**
 * Stores an uploaded basemap after checking that it starts like a PMTiles file, counting its bytes
 * on their way to storage: one past `maxBytes` fails the write, which keeps nothing (the local
 * disk's partial file is removed, S3 is never sent it) and leaves the file before in place. A
 * refused upload's answer reaches the client (`settleRefusedBody`).
 */
export async function storeBasemap(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
): Promise<void> {
  const body = request.body;
  if (!body || typeof (body as Readable).pipe !== 'function') {
    throw badRequest('Send the PMTiles file as the body, with Content-Type: application/octet-stream.');
  }
  const stream = body as Readable;
  try {
    // A declared length says it at once, before anything is written.
    if (Number(request.headers['content-length']) > maxBytes) throw tooLarge(maxBytes);
    const head = await firstBytes(stream, pmtilesMagic.length);
    if (!head.subarray(0, pmtilesMagic.length).equals(pmtilesMagic)) throw badRequest(notPmtiles);
    stream.unshift(head);
    const counted = limitedBody(
      stream,
      byteLimit(maxBytes, () => tooLarge(maxBytes)),
    );
    await storage.put(basemapKey, counted, { contentType: 'application/vnd.pmtiles' });
  } catch (error) {
    await settleRefusedBody(stream, reply);
    throw error;
  }
}

/** Reads at least `n` bytes (or to the end) without losing them: the caller puts them back. */
async function firstBytes(stream: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      length += chunk.length;
      continue;
    }
    if (stream.readableEnded) break;
    const ended = await new Promise<boolean>((resolve) => {
      const onReadable = () => done(false);
      const onEnd = () => done(true);
      const done = (end: boolean) => {
        stream.off('readable', onReadable);
        stream.off('end', onEnd);
        resolve(end);
      };
      stream.once('readable', onReadable);
      stream.once('end', onEnd);
    });
    if (ended) break;
  }
  return Buffer.concat(chunks);
}

/**
 * Keeps the page's security policy open to the host of the admin's tile address (decision 0226):
 * read at start and again whenever the setting changes, in any instance. Unreadable at start (the
 * database restarting), the policy stays Humidor-only until the next change or restart. The address
 * is checked again here (decision 0248): one saved before the rule names no host, never a wider one.
 */
export function followTileSource(
  deps: { db: Db; bus: EventBus; securityHeaders: SecurityHeaders },
  app: FastifyInstance,
): void {
  const apply = async () => {
    const tiles = await getSetting(deps.db, 'mapTiles');
    deps.securityHeaders.allowTilesFrom(tiles.kind === 'url' ? tileOriginOf(tiles.url) : null);
  };
  const applied = () => void apply().catch(() => undefined);
  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.kind === 'settings.changed' && event.id === 'mapTiles') applied();
  });
  app.addHook('onReady', async () => applied());
  app.addHook('onClose', async () => unsubscribe());
}
