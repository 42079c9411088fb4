import { signedOrderMessage } from '../../domain/shop/estimates.js';
import type { Tx } from '../db/database.js';
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
