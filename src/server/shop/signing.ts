import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { BuyerPrincipal } from '../../domain/shop/buyer.js';
import {
  alreadySignedMessage,
  emptySignatureMessage,
  estimateChangedMessage,
  notAPngMessage,
  pngDataUrlPrefix,
  type ShopEstimate,
  type SignEstimate,
} from '../../domain/shop/estimates.js';
import type { AttachmentsTable } from '../db/tables/attachments.js';
import { badRequest } from '../http/errors.js';
import { bumpCounters } from '../attachments/owners.js';
import { recordOrderUpdate } from '../history-writes/record.js';
import { publishOrderChanged } from '../orders/commands.js';
import {
  fingerprintOf,
  presentShop,
  sha256Of,
  shopRequest,
  storedBytes,
  type EstimateDeps,
} from './estimates.js';
import { appendSignaturePage, decodePng, hasInk, UnreadablePng, type DecodedPng } from './signed-pdf.js';

/** Where the signature was given from (decision 0340): the address the request came from. */
export interface SignedFrom {
  ip: string;
  now?: Date;
}

function signatureOf(dataUrl: string): DecodedPng {
  let png: DecodedPng;
  try {
    png = decodePng(Buffer.from(dataUrl.slice(pngDataUrlPrefix.length), 'base64'));
  } catch (error) {
    if (error instanceof UnreadablePng) throw badRequest(notAPngMessage);
    throw error;
  }
  if (!hasInk(png)) throw badRequest(emptySignatureMessage);
  return png;
}

/** The order as it is now, when what its estimate prints is still what was sent; a 400 otherwise. */
async function unchangedOrder(deps: EstimateDeps, orderId: string, fingerprint: string) {
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || fingerprintOf(order) !== fingerprint) throw badRequest(estimateChangedMessage);
  return order;
}

/**
 * The buyer signs their shop's estimate (decision 0340): the stored unsigned PDF with a last page
 * drawing the signature, the typed name, the time, the buyer's email and address, and the unsigned
 * PDF's SHA-256, stored as the order's attachment; the request becomes signed. Refused with words
 * and nothing changed: another shop's estimate (404), one already signed, one replaced or whose
 * order changed since it was sent (400), a signature that is not a drawn PNG (400).
 */
export async function signEstimate(
  deps: EstimateDeps,
  buyer: BuyerPrincipal,
  id: string,
  input: SignEstimate,
  from: SignedFrom,
): Promise<ShopEstimate> {
  const { db, storage, bus } = deps;
  const row = await shopRequest(db, buyer.customerListId, id);
  if (row.status === 'signed') throw badRequest(alreadySignedMessage);
  if (row.status === 'replaced') throw badRequest(estimateChangedMessage);
  const order = await unchangedOrder(deps, row.orderId, row.orderFingerprint);
  const signature = signatureOf(input.signature);
  const unsigned = await storedBytes(storage, row.unsignedStoragePath);
  if (!unsigned || sha256Of(unsigned) !== row.unsignedSha256)
    throw badRequest('The estimate PDF is missing or damaged: ask your rep to send it again.');
  const signedAt = (from.now ?? new Date()).toISOString();
  const pdf = appendSignaturePage(unsigned, {
    title: 'Signature',
    signature,
    lines: [
      `Estimate for order ${row.orderId}, ${order.customerName}`,
      `Signed by: ${input.name}`,
      `Signed in the shop portal as: ${buyer.email}`,
      `Signed at: ${signedAt} (UTC)`,
      `From the IP address: ${from.ip}`,
      `SHA-256 of the unsigned estimate PDF (${unsigned.length} bytes, the first bytes of this file):`,
      row.unsignedSha256,
    ],
  });
  const name = `estimate-${row.orderId}-signed.pdf`;
  const key = `order/${row.orderId}/${randomBytes(8).toString('hex')}-${name}`;
  await storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf' });
  const attachment: AttachmentsTable = {
    id: crypto.randomUUID(),
    ownerType: 'order',
    ownerId: row.orderId,
    name,
    size: pdf.length,
    contentType: 'application/pdf',
    storagePath: key,
    previewStoragePath: null,
    previewContentType: null,
    uploadedById: buyer.id,
    uploadedByName: `${input.name} (shop)`,
    uploadedByEmail: buyer.email,
    createdAt: signedAt,
  };
  const signed = {
    status: 'signed' as const,
    signerBuyerId: buyer.id,
    signerName: input.name,
    signerEmail: buyer.email,
    signerIp: from.ip,
    signedAt,
    signedSha256: sha256Of(pdf),
    signedAttachmentId: attachment.id,
  };
  try {
    await db.transaction().execute(async (tx) => {
      // Only a request still sent, of an order still as sent: of two signatures at once the
      // second finds it signed (on PostgreSQL its update waits for the first's commit).
      const moved = await tx
        .updateTable('estimateSignatures')
        .set(signed)
        .where('id', '=', row.id)
        .where('status', '=', 'sent')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw badRequest(alreadySignedMessage);
      const now = await tx.selectFrom('orders').selectAll().where('id', '=', row.orderId).executeTakeFirst();
      if (!now || fingerprintOf(now) !== row.orderFingerprint) throw badRequest(estimateChangedMessage);
      await tx.insertInto('attachments').values(attachment).execute();
      await bumpCounters(tx, 'order', row.orderId, 1);
      await recordOrderUpdate(
        tx,
        { id: buyer.id, displayName: `${input.name} (shop)` },
        order,
        { estimate: 'sent' },
        { estimate: 'signed', signedBy: input.name },
      );
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await publishOrderChanged(bus, row.orderId, order);
  await bus.publish({
    kind: 'attachments.changed',
    id: row.orderId,
    scopeStates: customerStatesOf(order.customerState, order.customerShipState),
  });
  return presentShop({ ...row, ...signed }, 'signed');
}
