import { buyerStatusOf } from '../../domain/shop/buyer.js';
import type { Buyer } from '../../domain/shop/contract.js';
import type { Db, Tx } from '../db/database.js';
import { portalLogoOwnerId } from './owners.js';
import { newestImages } from './photos.js';

/** The newest image an admin attached as the portal's logo, or null (decision 0331). */
export const portalLogo = async (db: Db) =>
  (await newestImages(db, 'portal', [portalLogoOwnerId])).get(portalLogoOwnerId) ?? null;

/** Where a stored attachment's bytes are and what they are (the logo, a signed estimate), by its id. */
export const storedAttachment = (db: Db, id: string) =>
  db
    .selectFrom('attachments')
    .select(['storagePath', 'contentType', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();

/** A customer's buyers as staff see them, newest invitation first; `buyerId` narrows to one. */
export async function listBuyers(db: Db | Tx, customerListId: string, buyerId?: string): Promise<Buyer[]> {
  let query = db
    .selectFrom('buyers')
    .select((eb) => [
      'buyers.id',
      'buyers.name',
      'buyers.email',
      'buyers.contactId',
      'buyers.invitedByName',
      'buyers.invitedAt',
      'buyers.lastLoginAt',
      'buyers.revokedAt',
      'buyers.revokedByName',
      eb
        .selectFrom('buyerAccounts')
        .select('buyerAccounts.id')
        .whereRef('buyerAccounts.userId', '=', 'buyers.id')
        .where('buyerAccounts.providerId', '=', 'credential')
        .limit(1)
        .as('accountId'),
      eb
        .selectFrom('buyerInvitations')
        .select((inner) => inner.fn.max('buyerInvitations.expiresAt').as('expiresAt'))
        .whereRef('buyerInvitations.buyerId', '=', 'buyers.id')
        .where('buyerInvitations.usedAt', 'is', null)
        .as('invitationExpiresAt'),
    ])
    .where('buyers.customerListId', '=', customerListId);
  if (buyerId !== undefined) query = query.where('buyers.id', '=', buyerId);
  const rows = await query.orderBy('buyers.invitedAt', 'desc').orderBy('buyers.id').execute();
  const now = new Date();
  return rows.map(({ accountId, invitationExpiresAt, ...row }) => ({
    ...row,
    invitedAt: new Date(row.invitedAt).toISOString(),
    lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt).toISOString(),
    revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt).toISOString(),
    status: buyerStatusOf(
      {
        revokedAt: row.revokedAt,
        // A buyer who signed in by an emailed link without setting a password is active too.
        hasPassword: accountId !== null || row.lastLoginAt !== null,
        invitationExpiresAt:
          invitationExpiresAt === null ? null : new Date(invitationExpiresAt).toISOString(),
      },
      now,
    ),
  }));
}

/** The name a buyer's shop goes by (its company name, else its full name); null when it is gone. */
export async function buyerShopName(db: Db | Tx, customerListId: string): Promise<string | null> {
  const shop = await db
    .selectFrom('customers')
    .select(['fullName', 'companyName'])
    .where('listId', '=', customerListId)
    .executeTakeFirst();
  return shop ? shopNameOf(shop) : null;
}

/** A shop goes by its company name, else its full name (the portal's header, its statement). */
export const shopNameOf = (shop: { companyName: string | null; fullName: string }) =>
  shop.companyName ?? shop.fullName;
