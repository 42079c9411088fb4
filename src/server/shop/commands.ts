import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '../../domain/access/policy.js';
import { invitationValidDays, type AcceptInvitation } from '../../domain/shop/buyer.js';
import type { Buyer } from '../../domain/shop/contract.js';
import type { AppConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import type { ShopAuth } from '../auth/shop-auth.js';
import { AppError, badRequest, conflict, notFound } from '../http/errors.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import { credentialAccount } from '../users/commands.js';
import { getSetting } from '../settings/queries.js';
import { listBuyers } from './queries.js';
import { mailUnavailableMessage, sendInvitation } from './mail.js';

const dayMs = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const noEmailMessage =
  'This contact has no email address. Add one to the contact, then invite them to the shop portal.';
export const invitationUnusableMessage =
  'This invitation link has expired or was already used. Ask your sales rep for a new one.';

const contactMissing = () => notFound('This contact does not exist.');

/** The customer's buyer as staff see it; a programming error if it vanished within the request. */
async function buyerOf(db: Db, customerListId: string, buyerId: string): Promise<Buyer> {
  const [buyer] = await listBuyers(db, customerListId, buyerId);
  if (!buyer) throw notFound('This buyer does not exist.');
  return buyer;
}

/**
 * Invites a contact of a customer the user sees (the account's rep, the office, an admin) to the
 * shop portal: their buyer is made or renewed, bound to this customer, with a new one-time link
 * valid 7 days (earlier links die), and the email leaves before the answer (decision 0325).
 */
export async function inviteBuyer(
  deps: { db: Db; config: AppConfig },
  user: Principal,
  listId: string,
  contactId: string,
  now = new Date(),
): Promise<Buyer> {
  const { db, config } = deps;
  const customer = await visibleCustomerOrThrow(db, user, listId);
  const contact = await db
    .selectFrom('customerContacts')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('id', '=', contactId)
    .where('customerListId', '=', listId)
    .executeTakeFirst();
  if (!contact) throw contactMissing();
  const email = contact.email?.trim().toLowerCase() ?? '';
  if (!email) throw badRequest(noEmailMessage);
  if (!config.mail) throw badRequest(mailUnavailableMessage);
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() || email;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationValidDays * dayMs);
  const at = now.toISOString();

  const buyerId = await db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('buyers')
      .select(['id', 'customerListId', 'revokedAt'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing && existing.customerListId !== listId && existing.revokedAt === null)
      throw conflict(`${email} is already a buyer of another shop. One person buys for one shop only.`);
    const invited = {
      name,
      customerListId: listId,
      contactId: contact.id,
      invitedById: user.id,
      invitedByName: user.displayName,
      invitedAt: at,
      revokedAt: null,
      revokedByName: null,
      updatedAt: at,
    };
    const id = existing?.id ?? crypto.randomUUID();
    if (existing) {
      await tx.updateTable('buyers').set(invited).where('id', '=', id).execute();
      // A renewed invitation: older links die; a revoked buyer's old password does not come back.
      await tx
        .updateTable('buyerInvitations')
        .set({ usedAt: at })
        .where('buyerId', '=', id)
        .where('usedAt', 'is', null)
        .execute();
      if (existing.revokedAt !== null || existing.customerListId !== listId)
        await tx.deleteFrom('buyerAccounts').where('userId', '=', id).execute();
    } else {
      await tx
        .insertInto('buyers')
        .values({
          id,
          email,
          emailVerified: false,
          image: null,
          createdAt: at,
          lastLoginAt: null,
          ...invited,
        })
        .execute();
    }
    await tx
      .insertInto('buyerInvitations')
      .values({
        id: crypto.randomUUID(),
        buyerId: id,
        tokenHash: hashOf(token),
        expiresAt: expiresAt.toISOString(),
        usedAt: null,
        createdAt: at,
      })
      .execute();
    return id;
  });

  const company = await getSetting(db, 'company');
  try {
    await sendInvitation(config, {
      to: email,
      buyerName: name,
      shopName: customer.fullName,
      companyName: company.name,
      invitedByName: user.displayName,
      token,
      expiresAt,
    });
  } catch (error) {
    // A link nobody received must not stay usable; the buyer stays listed, its invitation expired.
    await db
      .updateTable('buyerInvitations')
      .set({ usedAt: at })
      .where('tokenHash', '=', hashOf(token))
      .execute();
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'MAIL_FAILED', 'The invitation email could not be sent. Try again later.');
  }
  return buyerOf(db, listId, buyerId);
}

/**
 * A buyer's invitation link: its token, once and within 7 days, sets the buyer's password. The
 * token is checked before the password is hashed (an unknown token costs a read, not a hash), and
 * spent by a conditional update in the write's transaction, so two clicks cannot both use it.
 */
export async function acceptInvitation(
  deps: { db: Db; shopAuth: ShopAuth },
  input: AcceptInvitation,
  now = new Date(),
): Promise<{ email: string }> {
  const { db, shopAuth } = deps;
  const at = now.toISOString();
  const invitation = await db
    .selectFrom('buyerInvitations')
    .innerJoin('buyers', 'buyers.id', 'buyerInvitations.buyerId')
    .select([
      'buyerInvitations.id',
      'buyerInvitations.expiresAt',
      'buyers.id as buyerId',
      'buyers.email',
      'buyers.revokedAt',
    ])
    .where('buyerInvitations.tokenHash', '=', hashOf(input.token))
    .where('buyerInvitations.usedAt', 'is', null)
    .executeTakeFirst();
  if (
    !invitation ||
    invitation.revokedAt !== null ||
    new Date(invitation.expiresAt).getTime() <= now.getTime()
  )
    throw badRequest(invitationUnusableMessage);
  const passwordHash = await (await shopAuth.$context).password.hash(input.password);
  await db.transaction().execute(async (tx) => {
    const spent = await tx
      .updateTable('buyerInvitations')
      .set({ usedAt: at })
      .where('id', '=', invitation.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest(invitationUnusableMessage);
    await tx.deleteFrom('buyerAccounts').where('userId', '=', invitation.buyerId).execute();
    await tx
      .insertInto('buyerAccounts')
      .values(credentialAccount(invitation.buyerId, passwordHash, at))
      .execute();
    await tx
      .updateTable('buyers')
      .set({ emailVerified: true, updatedAt: at })
      .where('id', '=', invitation.buyerId)
      .execute();
  });
  return { email: invitation.email };
}

/**
 * Revokes a buyer at once: marked, their sessions deleted (the next request is refused), links
 * dead; then their open shop tabs are told through their live stream, which closes (decision 0343).
 */
export async function revokeBuyer(
  { db, bus }: { db: Db; bus: EventBus },
  user: Principal,
  listId: string,
  buyerId: string,
): Promise<Buyer> {
  await visibleCustomerOrThrow(db, user, listId);
  const at = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    const buyer = await tx
      .selectFrom('buyers')
      .select(['id', 'revokedAt'])
      .where('id', '=', buyerId)
      .where('customerListId', '=', listId)
      .executeTakeFirst();
    if (!buyer) throw notFound('This buyer does not exist.');
    if (buyer.revokedAt === null)
      await tx
        .updateTable('buyers')
        .set({ revokedAt: at, revokedByName: user.displayName, updatedAt: at })
        .where('id', '=', buyerId)
        .execute();
    await tx.deleteFrom('buyerSessions').where('userId', '=', buyerId).execute();
    await tx
      .updateTable('buyerInvitations')
      .set({ usedAt: at })
      .where('buyerId', '=', buyerId)
      .where('usedAt', 'is', null)
      .execute();
  });
  // No user is told (userIds: none); the shop's live stream reads it for its own buyer only.
  await bus.publish({ kind: 'buyer.revoked', id: buyerId, userIds: [] });
  return buyerOf(db, listId, buyerId);
}
