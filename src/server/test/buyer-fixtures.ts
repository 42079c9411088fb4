import type { LightMyRequestResponse } from 'fastify';
import { credentialAccount } from '../users/commands.js';
import type { TestApp } from './harness.js';

export const buyerPassword = 'buyer-password-9';

export interface BuyerSession {
  buyerId: string;
  cookie: string;
  request(method: string, url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** Signs a buyer in through the shop's own sign-in and returns their session (its cookie only). */
export async function buyerSignIn(t: TestApp, email: string, password = buyerPassword) {
  return t.app.inject({ method: 'POST', url: '/api/shop/auth/sign-in/email', payload: { email, password } });
}

export function buyerSessionOf(t: TestApp, buyerId: string, cookie: string): BuyerSession {
  return {
    buyerId,
    cookie,
    request: (method, url, body) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
  };
}

export const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * A buyer of `customerListId` with a password, made straight in the database (no invitation email),
 * signed in through `/api/shop/auth`: for the access tests, which ask what a buyer reaches.
 */
export async function signedInBuyer(
  t: TestApp,
  customerListId: string,
  email: string,
): Promise<BuyerSession> {
  const db = t.runtime.database.db;
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto('buyers')
    .values({
      id,
      name: 'Bea Buyer',
      email,
      emailVerified: true,
      image: null,
      createdAt: at,
      updatedAt: at,
      customerListId,
      contactId: null,
      invitedById: null,
      invitedByName: 'Test',
      invitedAt: at,
      lastLoginAt: null,
      revokedAt: null,
      revokedByName: null,
    })
    .execute();
  // The same scrypt better-auth's shop instance checks with.
  const hash = await (await t.runtime.auth.$context).password.hash(buyerPassword);
  await db
    .insertInto('buyerAccounts')
    .values(credentialAccount(id, hash, at))
    .execute();
  const response = await buyerSignIn(t, email);
  if (response.statusCode !== 200)
    throw new Error(`buyer sign-in failed: ${response.statusCode} ${response.body}`);
  return buyerSessionOf(t, id, cookieOf(response));
}
