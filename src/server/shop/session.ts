import type { BuyerPrincipal } from '../../domain/shop/buyer.js';
import type { Db } from '../db/database.js';
import { shopCookieNames } from '../http/cookies.js';
import { sessionTokenOf } from '../session/principal.js';

/**
 * The shop's cookie → its signed-in buyer, read from `buyerSessions` on every request (no cache):
 * a revocation deletes the sessions and marks the buyer, so the very next request is refused,
 * whichever process answers it. Staff cookies and sessions are never looked at here.
 */
export function createBuyerResolver(db: Db, secret: string) {
  return async (cookieHeader: string | undefined): Promise<BuyerPrincipal | null> => {
    const token = sessionTokenOf(cookieHeader, secret, shopCookieNames);
    if (!token) return null;
    const row = await db
      .selectFrom('buyerSessions')
      .innerJoin('buyers', 'buyers.id', 'buyerSessions.userId')
      .select([
        'buyerSessions.expiresAt',
        'buyers.id',
        'buyers.email',
        'buyers.name',
        'buyers.customerListId',
        'buyers.revokedAt',
      ])
      .where('buyerSessions.token', '=', token)
      .executeTakeFirst();
    if (!row || row.revokedAt !== null) return null;
    if (new Date(row.expiresAt).getTime() <= Date.now()) return null;
    return { id: row.id, email: row.email, name: row.name, customerListId: row.customerListId };
  };
}
