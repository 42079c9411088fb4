import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { shopCookiePrefix } from '../http/cookies.js';
import { sharedAuthOptions } from './options.js';

/** A server without SMTP_URL sends no sign-in link: a clear 400 for everyone, not a failed sign-in. */
export const noMailForLinksMessage =
  'Email is not set up on this server (SMTP_URL), so no sign-in link can be sent. Sign in with your password.';

const revokedMessage = 'This shop portal access has been revoked. Ask your sales rep to invite you again.';

/**
 * The shop portal's own better-auth (decision 0324): buyers, their passwords and sessions live in
 * tables of their own (`buyers`, `buyerSessions`, …) under `/api/shop/auth`, with a cookie of its own.
 * A buyer therefore has no row in `users` and no staff session: every company route, which reads
 * only the staff cookie and the `sessions` table, answers a buyer as it answers a stranger.
 */
/** How long an emailed sign-in link works, in seconds (decision 0325). */
export const signInLinkSeconds = 15 * 60;

/** Sends a buyer's sign-in link; the shop folder's mail, handed in so `auth/` imports no resource. */
export type SendSignInLink = (buyer: { email: string; name: string }, url: string) => Promise<void>;

/** Told when the mail server refused a buyer's sign-in link (the server's log), which the asker is not. */
export type SignInLinkFailed = (error: unknown) => void;

export function createShopAuth(
  config: AppConfig,
  database: Database,
  sendSignInLink: SendSignInLink,
  signInLinkFailed: SignInLinkFailed,
) {
  const { db } = database;
  return betterAuth({
    ...sharedAuthOptions(config, database, {
      basePath: '/api/shop/auth',
      sessionModel: 'buyerSessions',
      minPasswordLength: 8,
      rateRules: { '/sign-in/magic-link': { window: 60, max: 5 } },
      cookiePrefix: shopCookiePrefix,
    }),
    appName: 'Humidor shop',
    user: {
      modelName: 'buyers',
      // Written by Humidor's invitation (shop/commands.ts), never by better-auth, which signs up no one;
      // declared so better-auth knows the required columns are not its to fill.
      additionalFields: {
        customerListId: { type: 'string', required: true, input: false },
        invitedByName: { type: 'string', required: true, input: false },
        invitedAt: { type: 'date', required: true, input: false },
      },
    },
    account: { modelName: 'buyerAccounts' },
    verification: { modelName: 'buyerVerifications', fields: { value: 'verificationValue' } },
    plugins: [
      // "Email me a sign-in link": only to a buyer who may sign in; anyone else gets the same answer
      // and no email, so the form tells no one who buys where.
      magicLink({
        disableSignUp: true,
        storeToken: 'hashed',
        expiresIn: signInLinkSeconds,
        sendMagicLink: async ({ email, url }) => {
          // Checked before the address is looked up, so a buyer and a stranger get the same answer.
          if (!config.mail)
            throw new APIError('BAD_REQUEST', { message: noMailForLinksMessage, code: 'NO_MAIL' });
          const buyer = await db
            .selectFrom('buyers')
            .select(['email', 'name', 'revokedAt'])
            .where('email', '=', email.trim().toLowerCase())
            .executeTakeFirst();
          // A refused send answers as a stranger is answered (decision 0325): an error only a buyer's
          // address could meet would tell who buys where. The form's words already say "if"; the
          // buyer still has their password, and the failure goes to the server's log.
          if (buyer && buyer.revokedAt === null)
            await sendSignInLink(buyer, url).catch((error: unknown) => signInLinkFailed(error));
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // A revoked buyer signs in no more (their live sessions were deleted with the revocation).
          before: async (session) => {
            const buyer = await db
              .selectFrom('buyers')
              .select(['revokedAt'])
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (!buyer || buyer.revokedAt !== null)
              throw new APIError('FORBIDDEN', { message: revokedMessage, code: 'REVOKED' });
            return { data: session };
          },
          // Staff see on the customer page when each buyer last signed in.
          after: async (session) => {
            await db
              .updateTable('buyers')
              .set({ lastLoginAt: new Date().toISOString() })
              .where('id', '=', session.userId)
              .execute();
          },
        },
      },
    },
  });
}

export type ShopAuth = ReturnType<typeof createShopAuth>;
