import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { companiesToPull } from '../../../../domain/quickbooks/online/webhook.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import { requestOnlineSync } from './jobs.js';

/** Whether `signature` is the base64 HMAC-SHA256 of the raw body under the verifier token. */
export function isSignedByIntuit(
  rawBody: Buffer,
  signature: string | undefined,
  verifier: string | null,
): boolean {
  if (!verifier || !signature) return false;
  const expected = createHmac('sha256', verifier).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A verified webhook queues one pull per connected company it names, in one short transaction, and
 * answers: Intuit wants an answer within 3 seconds, and change data capture reads the changes
 * afterwards. A company that is not connected here is left out (decision 0252): its pull would do
 * nothing, and a notification naming thousands would otherwise queue thousands of jobs. The body's
 * hash is the pull's key, so a notification Intuit delivers again queues nothing more.
 */
export async function acceptWebhook(
  deps: { db: Db; connected: () => Promise<string[]>; log: Pick<FastifyBaseLogger, 'debug'> },
  rawBody: Buffer,
  now: Date,
): Promise<number> {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 0;
  }
  const named = companiesToPull(payload);
  if (!named.length) return 0;
  // Humidor keeps one company: the connected ones are a short list, read once.
  const connected = new Set(await deps.connected());
  const realms = named.filter((realmId) => connected.has(realmId));
  if (realms.length < named.length)
    deps.log.debug(
      { ignored: named.length - realms.length },
      'A QuickBooks Online webhook named companies that are not connected here; they are ignored.',
    );
  if (!realms.length) return 0;
  const reason = `webhook:${createHash('sha256').update(rawBody).digest('hex')}`;
  await deps.db.transaction().execute(async (tx) => {
    for (const realmId of realms) await requestOnlineSync(tx, realmId, reason, now);
  });
  return realms.length;
}
