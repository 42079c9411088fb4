import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { canEditOrder, type Principal } from '../../domain/access/policy.js';
import {
  estimateContentOf,
  type EstimateState,
  type EstimateVerification,
  type ShopEstimate,
  type StaffEstimate,
} from '../../domain/shop/estimates.js';
import { centsOf } from '../../domain/shop/orders.js';
import type { Db, Tx } from '../db/database.js';
import type { OrdersTable } from '../db/tables/orders.js';
import type { EstimateSignaturesTable } from '../db/tables/shop.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { recordOrderUpdate } from '../history-writes/record.js';
import { publishOrderChanged, type OrderDeps } from '../orders/commands.js';
import { findVisibleOrder } from '../orders/queries.js';
import { refuseIfSigned } from '../orders/signed.js';
import type { Storage } from '../storage/storage.js';
import { pageTreeOf, UnreadablePdf } from './signed-pdf.js';

export type EstimateDeps = OrderDeps & { storage: Storage };

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The order's estimate content hashed: equal fingerprints, nothing the estimate prints changed. */
export const fingerprintOf = (order: OrdersTable) => sha256Of(Buffer.from(estimateContentOf(order)));

export const estimateMissing = () => notFound('This estimate does not exist or is not for your shop.');
export const noEstimateMessage = 'This order has no estimate sent for signature.';
export const notSendableMessage =
  'Only an order of a customer in QuickBooks can be signed in its shop portal.';
export const unreadablePdfMessage =
  'The estimate PDF could not be read: download the estimate again and send it once more.';

/** A request's state now: signed, sent, or changed since (the order's content or a newer request). */
export function stateOf(row: EstimateSignaturesTable, order: OrdersTable | undefined): EstimateState {
  if (row.status === 'signed') return 'signed';
  if (row.status === 'replaced' || !order || fingerprintOf(order) !== row.orderFingerprint) return 'changed';
  return 'sent';
}

export const presentStaff = (row: EstimateSignaturesTable, state: EstimateState): StaffEstimate => ({
  id: row.id,
  orderId: row.orderId,
  state,
  sentAt: row.sentAt,
  sentByName: row.sentByName,
  unsignedSha256: row.unsignedSha256,
  unsignedSize: row.unsignedSize,
  signerName: row.signerName,
  signerEmail: row.signerEmail,
  signerIp: row.signerIp,
  signedAt: row.signedAt,
  signedAttachmentId: row.signedAttachmentId,
});

export const presentShop = (row: EstimateSignaturesTable, state: EstimateState): ShopEstimate => ({
  id: row.id,
  orderId: row.orderId,
  state,
  sentAt: row.sentAt,
  sentByName: row.sentByName,
  totalCents: row.totalCents,
  unsignedSha256: row.unsignedSha256,
  signerName: row.signerName,
  signedAt: row.signedAt,
});

/** The order's newest request that was not replaced (the one its page shows), or none. */
async function currentRequest(db: Db | Tx, orderId: string) {
  return db
    .selectFrom('estimateSignatures')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('status', '!=', 'replaced')
    .orderBy('sentAt', 'desc')
    .executeTakeFirst();
}

/** The order page's view: its current request and whether the user may send one. */
export async function orderEstimate(db: Db, user: Principal, orderId: string) {
  const order = await findVisibleOrder(db, user, orderId);
  const row = await currentRequest(db, orderId);
  return {
    canSend: canEditOrder(user, order) && row?.status !== 'signed',
    estimate: row ? presentStaff(row, stateOf(row, order)) : null,
  };
}

/**
 * "Send for signature" (decision 0340): the unsigned PDF the rep's browser drew from the saved
 * order is stored once as it is, with its SHA-256 and the fingerprint of the order's content; an
 * unsigned earlier request of the order is replaced. One transaction; the stored bytes go again
 * if it fails.
 */
export async function sendForSignature(
  deps: EstimateDeps,
  user: Principal,
  orderId: string,
  pdfBase64: string,
): Promise<StaffEstimate> {
  const { db, storage, bus } = deps;
  const order = await findVisibleOrder(db, user, orderId);
  if (!canEditOrder(user, order))
    throw forbidden(
      'Only the author of this order, whoever entered it, or an admin can send it for signature.',
    );
  if (order.status === 'OrderDeclined') throw conflict('A declined order has no estimate to sign.');
  if (!order.customerListId || order.newCustomer) throw badRequest(notSendableMessage);
  const pdf = Buffer.from(pdfBase64, 'base64');
  try {
    // The signature's page is added to this PDF later: refuse now one it could not be added to.
    pageTreeOf(pdf);
  } catch (error) {
    if (error instanceof UnreadablePdf) throw badRequest(unreadablePdfMessage);
    throw error;
  }
  const id = crypto.randomUUID();
  const key = `estimate/${orderId}/${randomBytes(8).toString('hex')}-unsigned.pdf`;
  await storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf' });
  const row: EstimateSignaturesTable = {
    id,
    orderId,
    customerListId: order.customerListId,
    status: 'sent',
    orderFingerprint: fingerprintOf(order),
    unsignedStoragePath: key,
    unsignedSha256: sha256Of(pdf),
    unsignedSize: pdf.length,
    totalCents: centsOf(order.amount),
    sentById: user.id,
    sentByName: user.displayName,
    sentAt: new Date().toISOString(),
    signerBuyerId: null,
    signerName: null,
    signerEmail: null,
    signerIp: null,
    signedAt: null,
    signedSha256: null,
    signedAttachmentId: null,
  };
  try {
    await db.transaction().execute(async (tx) => {
      await refuseIfSigned(tx, orderId);
      await tx
        .updateTable('estimateSignatures')
        .set({ status: 'replaced' })
        .where('orderId', '=', orderId)
        .where('status', '=', 'sent')
        .execute();
      await tx.insertInto('estimateSignatures').values(row).execute();
      await recordOrderUpdate(tx, user, order, {}, { sentForSignature: row.unsignedSha256 });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await publishOrderChanged(bus, orderId, order);
  return presentStaff(row, 'sent');
}

/** The bytes stored under a key, whole. */
export async function storedBytes(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The recorded hash beside the stored unsigned PDF hashed again now (decision 0340). */
export async function verificationOf(
  storage: Storage,
  row: EstimateSignaturesTable,
): Promise<EstimateVerification> {
  const bytes = await storedBytes(storage, row.unsignedStoragePath);
  if (!bytes) throw notFound('The unsigned estimate PDF is missing from storage.');
  const computed = sha256Of(bytes);
  return {
    recordedSha256: row.unsignedSha256,
    computedSha256: computed,
    matches: computed === row.unsignedSha256,
    size: bytes.length,
    signedSha256: row.signedSha256,
  };
}

/** The order's current request for a user who sees the order; 404 when there is none. */
export async function visibleRequest(db: Db, user: Principal, orderId: string) {
  await findVisibleOrder(db, user, orderId);
  const row = await currentRequest(db, orderId);
  if (!row) throw notFound(noEstimateMessage);
  return row;
}

/** One of the buyer's own shop's requests, scoped in SQL (another shop's id answers 404). */
export async function shopRequest(db: Db | Tx, customerListId: string, id: string) {
  const row = await db
    .selectFrom('estimateSignatures')
    .selectAll()
    .where('id', '=', id)
    .where('customerListId', '=', customerListId)
    .executeTakeFirst();
  if (!row) throw estimateMissing();
  return row;
}

/** The shop's requests not replaced, newest first, each with its state now. */
export async function shopEstimates(db: Db, customerListId: string): Promise<ShopEstimate[]> {
  const rows = await db
    .selectFrom('estimateSignatures')
    .selectAll()
    .where('customerListId', '=', customerListId)
    .where('status', '!=', 'replaced')
    .orderBy('sentAt', 'desc')
    .limit(100)
    .execute();
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const orders = orderIds.length
    ? await db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute()
    : [];
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  return rows.map((row) => presentShop(row, stateOf(row, orderOf.get(row.orderId))));
}
