import { signedOrderMessage, signedPdfKeptMessage } from '../../domain/shop/estimates.js';
import type { Db, Tx } from '../db/database.js';
import { conflict } from '../http/errors.js';

/**
 * A signed estimate cannot be changed (decision 0341): each command that would change or delete
 * an order's content asks this inside its transaction and is refused (409) with nothing written.
 */
export async function refuseIfSigned(tx: Tx, orderId: string): Promise<void> {
  const signed = await tx
    .selectFrom('estimateSignatures')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'signed')
    .executeTakeFirst();
  if (signed) throw conflict(signedOrderMessage);
}

/**
 * Which of these attachment ids are a signed estimate's PDF, each with why it is kept: the signature's
 * evidence (decisions 0340, 0356), so no delete path takes it (the order itself is refused above).
 */
export async function signedEstimateFiles(
  db: Db | Tx,
  attachmentIds: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('estimateSignatures')
    .select('signedAttachmentId')
    .where('signedAttachmentId', 'in', attachmentIds)
    .execute();
  return new Map(rows.map((row) => [row.signedAttachmentId ?? '', signedPdfKeptMessage]));
}
