import { Transform, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Passes bytes through and fails the stream with `tooLarge()` once more than `maxBytes` have gone by. */
export function byteLimit(maxBytes: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/**
 * The request's body through `limit`, for a storage write that may fail: piped rather than joined
 * in a pipeline, so a failed write (the limit reached, the disk full) destroys only `limit` and
 * leaves the request open for its answer (`settleRefusedBody`). A request that breaks off fails
 * `limit`, so the write never waits for bytes that will not come.
 */
export function limitedBody(body: Readable, limit: Transform): Transform {
  body.pipe(limit);
  body.once('error', (error) => limit.destroy(error));
  body.once('close', () => {
    if (!body.readableEnded) limit.destroy(new Error('The upload broke off before its end.'));
  });
  return limit;
}

/**
 * What a refused upload may still send after the refusal: read and dropped, so the client, which
 * is still sending, can read the answer; a body longer than this is cut (decision 0250).
 */
export const refusedBodyAllowanceBytes = 16 * 1024 * 1024;

/**
 * Before an error answer to a body read only in part: reads and drops the rest of it, up to
 * `allowance` bytes. Closing the connection with bytes still unread makes the kernel reset it, and
 * the client then loses the answer with it ("empty reply"). Past the allowance the answer says
 * `Connection: close` and the connection ends after it.
 */
export async function settleRefusedBody(
  body: Readable,
  reply: FastifyReply,
  allowance = refusedBodyAllowanceBytes,
): Promise<void> {
  if (await discardRest(body, allowance)) return;
  reply.header('connection', 'close');
}

/** Whether the body ended within `allowance` more bytes. */
function discardRest(body: Readable, allowance: number): Promise<boolean> {
  if (body.readableEnded) return Promise.resolve(true);
  if (body.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let left = allowance;
    const onData = (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(body.readableEnded);
    const done = (ended: boolean) => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('close', onClose);
      if (!ended) body.pause();
      resolve(ended);
    };
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('close', onClose);
    body.resume();
  });
}
